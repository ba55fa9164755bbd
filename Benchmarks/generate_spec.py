#!/usr/bin/env python3
"""Writes a realistic synthetic navgen spec and a URL corpus for benchmarks.

The spec is valid: a tabs root with four stacks, child flows (with outcomes) started
from routes of their parent as sheets, covers or pushes, typed params, deep links on
most routes, a few sheet-presented routes and an allowed push cycle every 25 routes.

With --layout tabs it writes the other common shape instead: every route pushed inside
one of five tabs, where each screen's tab bar offers the other tabs (most candidates of
the deep-link search are then tab selections of states already seen).

With --layout sets, five tabs own a fifth of the routes and share the rest through four
route sets (one used by every tab, three by some of them), as a social app's tabs share
their destinations.

With --layout app, the shape of a real app (examples/social, larger): five tabs sharing a
route set, ten child flows with outcomes and alerts, a condition, sheets and covers,
deep links on most routes. The graph tests keep its 200-route spec.

With --split N the same spec is written over N files, as a big app splits it by feature
module: SPEC_OUT keeps the top-level keys, the first coordinators and an `include:` list,
and SPEC_OUT's folder gains `<stem>.parts/part-K.yaml`, each holding the next coordinators
in order. The files hold the single file's coordinators in the single file's order, so both
describe one spec.

usage: generate_spec.py [--layout flows|tabs|sets|app] [--split N] ROUTES SPEC_OUT [URLS_OUT URL_COUNT]
"""
import io
import os
import random
import sys

ROUTES_PER_COORDINATOR = 50
TABS = 4


def coordinator_name(index):
    return f"tab{index}" if index < TABS else f"flow{index}"


def write_spec(route_count, out):
    coordinators = max(TABS, route_count // ROUTES_PER_COORDINATOR)
    per = route_count // coordinators
    # Flow i is started by flow (i - TABS) // 3 ... a tree: every coordinator starts
    # up to three children.
    children = {i: [] for i in range(coordinators)}
    for i in range(TABS, coordinators):
        children[(i - TABS) // 3 if (i - TABS) // 3 < i else 0].append(i)
    lines = [
        "# Synthetic spec written by Benchmarks/generate_spec.py",
        "navgen: 1",
        "app: Bench",
        "root: main",
        "deeplinks:",
        "  schemes: [bench]",
        "  hosts: [bench.example.com]",
        "coordinators:",
        "  main:",
        "    kind: tabs",
        "    children: [" + ", ".join(coordinator_name(i) for i in range(TABS)) + "]",
    ]
    styles = ["sheet", "cover", "push"]
    for c in range(coordinators):
        name = coordinator_name(c)
        lines.append(f"  {name}:")
        lines.append("    root: r0")
        if children[c]:
            lines.append("    children: [" + ", ".join(coordinator_name(k) for k in children[c]) + "]")
        if c >= TABS:
            lines.append("    outcomes: [done, cancelled]")
        lines.append("    routes:")
        starters = {1 + 7 * n: k for n, k in enumerate(children[c])}
        for r in range(per):
            sheet_target = r % 10 == 9
            lines.append(f"      r{r}:")
            if r > 0:
                lines.append("        params: { id: Int, source: String?, flag: Bool? }")
                lines.append(f"        deeplink: /{name}/r{r}/{{id}}?src={{source}}&flag={{flag}}")
            elif c < TABS:
                lines.append(f"        deeplink: /{name}")
            transitions = []
            if sheet_target:
                transitions.append("dismiss")
            else:
                if r + 1 < per and (r + 1) % 10 == 9:
                    # The next route is shown as a sheet; the chain goes on past it.
                    transitions.append(f"{{ sheet: r{r + 1} }}")
                    if r + 2 < per:
                        transitions.append(f"{{ push: r{r + 2} }}")
                elif r + 1 < per:
                    transitions.append(f"{{ push: r{r + 1} }}")
                if r % 25 == 24 and r >= 20:
                    transitions.append(f"{{ push: r{r - 20} }}")
                if r in starters:
                    child = coordinator_name(starters[r])
                    style = styles[starters[r] % 3]
                    transitions.append(
                        f"{{ start: {child}, as: {style}, then: {{ done: stay, cancelled: pop }} }}"
                        if style == "push"
                        else f"{{ start: {child}, as: {style}, then: {{ done: stay, cancelled: stay }} }}"
                    )
                if c >= TABS and r == per - 2:
                    transitions.append("{ finish: done }")
                if c >= TABS and r == 3:
                    transitions.append("{ finish: cancelled }")
                if c < TABS and r == 2:
                    transitions.append(f"{{ tab: {coordinator_name((c + 1) % TABS)} }}")
            if transitions:
                lines.append("        transitions: [" + ", ".join(transitions) + "]")
            # The cycle r(k) -> ... -> r(k+20) -> r(k) is reported at its first edge,
            # on r(k): that is where `allow` goes.
            if (r + 20) % 25 == 24 and r + 20 < per and (r + 20) % 10 != 9:
                lines.append("        allow: [push-cycle]")
    out.write("\n".join(lines) + "\n")
    return coordinators, per


def write_tabbed_spec(route_count, out, tabs=5):
    """Tabs only: each tab a long stack of pushed screens with typed params and deep
    links, and an allowed push cycle every 50 routes."""
    per = route_count // tabs
    lines = [
        "# Synthetic spec written by Benchmarks/generate_spec.py --layout tabs",
        "navgen: 1",
        "app: Tabbed",
        "root: main",
        "deeplinks:",
        "  schemes: [bench]",
        "coordinators:",
        "  main:",
        "    kind: tabs",
        "    children: [" + ", ".join(f"tab{t}" for t in range(tabs)) + "]",
    ]
    for t in range(tabs):
        lines += [f"  tab{t}:", "    root: r0", "    routes:"]
        for r in range(per):
            lines.append(f"      r{r}:")
            if r > 0:
                lines.append("        params: { id: Int, source: String? }")
                lines.append(f"        deeplink: /tab{t}/r{r}/{{id}}?src={{source}}")
            else:
                lines.append(f"        deeplink: /tab{t}")
            transitions = []
            if r + 1 < per:
                transitions.append(f"{{ push: r{r + 1} }}")
            if r % 50 == 49:
                transitions.append(f"{{ push: r{r - 40} }}")
            if transitions:
                lines.append("        transitions: [" + ", ".join(transitions) + "]")
            # The cycle r(k) -> ... -> r(k+40) -> r(k) is reported on r(k).
            if r % 50 == 9 and r + 40 < per:
                lines.append("        allow: [push-cycle]")
    out.write("\n".join(lines) + "\n")


SHARED_SETS = {0: range(5), 1: range(0, 3), 2: range(2, 5), 3: (1, 3)}


def write_sets_spec(route_count, out, tabs=5):
    """Five tabs and four shared route sets: each tab's root pushes the first route of
    every set it uses; set routes form chains of typed, deep-linked pushes with an
    allowed push cycle every 50 routes."""
    own = route_count // 5 // tabs
    per_set = (route_count - own * tabs) // len(SHARED_SETS)
    lines = [
        "# Synthetic spec written by Benchmarks/generate_spec.py --layout sets",
        "navgen: 1",
        "app: Shared",
        "root: main",
        "deeplinks:",
        "  schemes: [bench]",
        "coordinators:",
        "  main:",
        "    kind: tabs",
        "    children: [" + ", ".join(f"tab{t}" for t in range(tabs)) + "]",
    ]

    def chain(prefix, count, link):
        for r in range(count):
            lines.append(f"      {prefix}{r}:")
            lines.append("        params: { id: Int, source: String? }")
            lines.append(f"        deeplink: /{link}/{r}/{{id}}?src={{source}}")
            transitions = []
            if r + 1 < count:
                transitions.append(f"{{ push: {prefix}{r + 1} }}")
            if r % 50 == 49:
                transitions.append(f"{{ push: {prefix}{r - 40} }}")
            if transitions:
                lines.append("        transitions: [" + ", ".join(transitions) + "]")
            if r % 50 == 9 and r + 40 < count:
                lines.append("        allow: [push-cycle]")

    for t in range(tabs):
        used = [s for s, users in SHARED_SETS.items() if t in users]
        lines += [f"  tab{t}:", "    root: home", "    uses: [" + ", ".join(f"set{s}" for s in used) + "]"]
        lines += ["    routes:", "      home:", f"        deeplink: /tab{t}"]
        pushes = [f"{{ push: t{t}r0 }}"] + [f"{{ push: s{s}r0 }}" for s in used]
        lines.append("        transitions: [" + ", ".join(pushes) + "]")
        chain(f"t{t}r", own - 1, f"tab{t}")
    for s in SHARED_SETS:
        lines += [f"  set{s}:", "    kind: routes", "    routes:"]
        chain(f"s{s}r", per_set, f"set{s}")
    out.write("\n".join(lines) + "\n")


APP_TABS = ["home", "search", "library", "inbox", "profile"]
APP_FLOWS = ["checkout", "compose", "signIn", "settings", "editProfile", "share", "report", "filters",
             "subscribe", "onboarding"]


def write_app_spec(route_count, out):
    """The shape of a real app (as examples/social, larger): five tabs that share a set
    of destinations, ten child flows with outcomes, alerts and their answers, a
    condition with the flow that satisfies it, guarded tabs, sheets and covers,
    deep links on most routes. Seeded, so the same count gives the same spec."""
    rng = random.Random(22)
    shared = route_count * 3 // 20
    flow_routes = route_count * 2 // 5 // len(APP_FLOWS)
    tab_routes = (route_count - shared - flow_routes * len(APP_FLOWS)) // len(APP_TABS)
    shared += route_count - shared - flow_routes * len(APP_FLOWS) - tab_routes * len(APP_TABS)
    lines = [
        "# Synthetic spec written by Benchmarks/generate_spec.py --layout app",
        "navgen: 1",
        "app: Big",
        "root: main",
        "deeplinks:",
        "  schemes: [big]",
        "  hosts: [big.example.com]",
        "conditions:",
        "  signedIn:",
        "    initially: false",
        "    satisfiedBy: { start: signIn, outcome: done, as: sheet }",
        "coordinators:",
        "  main:",
        "    kind: tabs",
        "    children:",
        f"      - {APP_TABS[0]}",
        f"      - {APP_TABS[1]}",
        f"      - {APP_TABS[2]}",
        f"      - {APP_TABS[3]}: {{ requires: [signedIn] }}",
        f"      - {APP_TABS[4]}: {{ requires: [signedIn] }}",
    ]
    shared_names = [f"{['item', 'user', 'tag', 'list', 'post', 'place', 'event'][i % 7]}{i // 7}"
                    for i in range(shared)]

    def route(name, params, link, transitions, extra=()):
        lines.append(f"      {name}:")
        if params:
            lines.append("        params: { " + ", ".join(params) + " }")
        if link:
            lines.append(f"        deeplink: {link}")
        if transitions:
            lines.append("        transitions: [" + ", ".join(transitions) + "]")
        lines.extend(extra)

    for t, tab in enumerate(APP_TABS):
        names = [f"{tab}Root"] + [f"{tab}{k}" for k in range(1, tab_routes)]
        lines += [f"  {tab}:", f"    root: {names[0]}", "    uses: [shared]"]
        flows = [APP_FLOWS[(2 * t + k) % len(APP_FLOWS)] for k in range(3)]
        if tab == "home":
            flows.append("signIn")
        lines.append("    children: [" + ", ".join(dict.fromkeys(flows)) + "]")
        lines.append("    routes:")
        for k, name in enumerate(names):
            # Every fifth screen is a sheet of the one two before it: it only dismisses.
            if k % 5 == 4:
                route(name, [], None, ["dismiss"])
                continue
            transitions = []
            if k == 0:
                transitions += [f"{{ push: {n} }}" for n in names[1:4]]
            elif k + 1 < len(names) and k % 5 != 3:
                transitions.append(f"{{ push: {names[k + 1]} }}")
            elif k + 2 < len(names):
                transitions.append(f"{{ push: {names[k + 2]} }}")
            transitions += [f"{{ push: {n} }}" for n in rng.sample(shared_names, rng.randrange(0, 3))]
            if k % 5 == 2 and k + 2 < len(names):
                transitions.append(f"{{ sheet: {names[k + 2]} }}")
            if k in (0, 3, 7) and flows:
                flow = flows[[0, 3, 7].index(k) % len(flows)]
                style = ["sheet", "cover", "push"][k % 3]
                then = "{ done: stay, cancelled: stay }" if style != "push" else "{ done: pop, cancelled: stay }"
                transitions.append(f"{{ start: {flow}, as: {style}, then: {then} }}")
            if k == 5:
                transitions.append(f"{{ tab: {APP_TABS[(t + 1) % len(APP_TABS)]} }}")
            if k > 0 and k % 3 == 0:
                transitions.append("pop")
            params = ["id: String?"] if k % 3 == 1 else []
            link = (f"/{tab}" if k == 0 else f"/{tab}/{k}?id={{id}}" if params else f"/{tab}/{k}") if k % 4 != 3 else None
            route(name, params, link, transitions)
    lines += ["  shared:", "    kind: routes", "    children: [report, share]",
              "    alerts:", "      block: { style: confirmationDialog, outcomes: [block, cancel] }",
              "      delete: { outcomes: [delete, cancel] }", "    routes:"]
    for k, name in enumerate(shared_names):
        transitions = [f"{{ push: {n} }}" for n in rng.sample(shared_names, rng.randrange(1, 3))]
        if k % 7 == 0:
            transitions.append("{ alert: delete, then: { delete: pop, cancel: stay } }")
        if k % 7 == 1:
            transitions.append("{ alert: block, then: { block: pop, cancel: stay } }")
        if k % 5 == 0:
            transitions.append("{ start: report, then: { done: pop, cancelled: stay } }")
        if k % 5 == 2:
            transitions.append("{ start: share, as: sheet, then: { done: stay, cancelled: stay } }")
        route(name, ["id: String"], f"{{ pattern: '/{name}/{{id}}', open: onTop }}" if k % 6 != 5 else None,
              transitions, ["        allow: [push-cycle, unreachable-route, deeplink-only]"])
    for flow in APP_FLOWS:
        names = [f"{flow}Start"] + [f"{flow}Step{k}" for k in range(1, flow_routes)]
        lines += [f"  {flow}:", f"    root: {names[0]}", "    outcomes: [done, cancelled]"]
        if flow in ("checkout", "compose", "subscribe"):
            lines.append("    requires: [signedIn]")
        lines += ["    alerts:", "      discard: { style: confirmationDialog, outcomes: [discard, keep] }",
                  "    routes:"]
        for k, name in enumerate(names):
            # Every third step is a sheet of the one before it: it only dismisses.
            if k % 3 == 2:
                route(name, [], None, ["dismiss"])
                continue
            transitions = []
            if k + 1 < len(names) and k % 3 == 0:
                transitions.append(f"{{ push: {names[k + 1]} }}")
            if k % 3 == 1:
                if k + 1 < len(names):
                    transitions.append(f"{{ sheet: {names[k + 1]} }}")
                if k + 2 < len(names):
                    transitions.append(f"{{ push: {names[k + 2]} }}")
            if k == 0:
                transitions += ["{ finish: cancelled }",
                                "{ alert: discard, then: { discard: { finish: cancelled }, keep: stay } }"]
            if k >= len(names) - 2:
                transitions.append("{ finish: done }")
            if k > 0:
                transitions.append("pop")
            link = f"/{flow}" if k == 0 and flow not in ("report", "share") else None
            route(name, ["source: String?"] if k == 0 else [], link, transitions)
    out.write("\n".join(lines) + "\n")


def write_urls(coordinators, per, count, out):
    rng = random.Random(42)
    for _ in range(count):
        c = coordinator_name(rng.randrange(coordinators))
        r = rng.randrange(1, per)
        pick = rng.random()
        if pick < 0.6:
            out.write(f"bench://{c}/r{r}/{rng.randrange(1, 10**6)}?src=home\n")
        elif pick < 0.8:
            out.write(f"https://bench.example.com/{c}/r{r}/{rng.randrange(1, 10**6)}?flag=true\n")
        elif pick < 0.9:
            out.write(f"bench://{c}/r{r}/not-a-number\n")
        else:
            out.write(f"bench://{c}/missing/{r}\n")


def split_spec(text, file_count, spec_path):
    """Writes `text` (one spec) over `file_count` files, the main one at `spec_path`."""
    lines = text.rstrip("\n").split("\n")
    start = lines.index("coordinators:") + 1
    head, body = lines[:start - 1], lines[start:]
    # A coordinator's block starts at its two-space-indented name.
    blocks = []
    for line in body:
        if line.startswith("  ") and not line.startswith("   "):
            blocks.append([])
        blocks[-1].append(line)
    file_count = max(1, min(file_count, len(blocks)))
    share, extra = divmod(len(blocks), file_count)
    chunks, first = [], 0
    for index in range(file_count):
        count = share + (1 if index < extra else 0)
        chunks.append(blocks[first:first + count])
        first += count
    stem = os.path.splitext(os.path.basename(spec_path))[0]
    parts_folder = os.path.join(os.path.dirname(spec_path), f"{stem}.parts")
    os.makedirs(parts_folder, exist_ok=True)
    includes = [f"{stem}.parts/part-{index}.yaml" for index in range(1, file_count)]
    main_lines = head + ["include:"] + [f"  - {path}" for path in includes] if includes else head
    main_lines = main_lines + ["coordinators:"] + [line for block in chunks[0] for line in block]
    with open(spec_path, "w") as out:
        out.write("\n".join(main_lines) + "\n")
    for index in range(1, file_count):
        part = ["# Part of the spec in ../" + os.path.basename(spec_path), "coordinators:"]
        part += [line for block in chunks[index] for line in block]
        with open(os.path.join(parts_folder, f"part-{index}.yaml"), "w") as out:
            out.write("\n".join(part) + "\n")


def main():
    args = sys.argv[1:]
    layout, split = "flows", 0
    while args[:1] in (["--layout"], ["--split"]) and len(args) > 1:
        if args[0] == "--layout":
            layout = args[1]
        else:
            split = int(args[1])
        args = args[2:]
    if layout not in ("flows", "tabs", "sets", "app") or len(args) not in (2, 4) or (layout != "flows" and len(args) == 4):
        sys.exit("usage: " + __doc__.split("usage: ")[1].strip() + " (a URL corpus: flows layout only)")
    route_count = int(args[0])
    spec = io.StringIO()
    if layout == "tabs":
        write_tabbed_spec(route_count, spec)
    elif layout == "sets":
        write_sets_spec(route_count, spec)
    elif layout == "app":
        write_app_spec(route_count, spec)
    else:
        coordinators, per = write_spec(route_count, spec)
    if split > 1:
        split_spec(spec.getvalue(), split, args[1])
    else:
        with open(args[1], "w") as out:
            out.write(spec.getvalue())
    if len(args) > 3:
        with open(args[2], "w") as urls:
            write_urls(coordinators, per, int(args[3]), urls)


if __name__ == "__main__":
    main()
