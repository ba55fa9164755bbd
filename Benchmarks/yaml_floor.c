/* The floor for any libyaml-based tool: parse every event of a file, do nothing
 * with it. navgen's validate time is reported as a ratio to this. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml_floor FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "parse error: %s\n", parser.problem ? parser.problem : "?");
            return 1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld events\n", events);
    return 0;
}
