#!/usr/bin/env python3
"""navgen's benchmark: whole-process timings and peak memory, with ratios to floors.

Run by `make bench` after a release build. Writes Benchmarks/results.md and prints it.
Each figure is the median of several runs; peak memory comes from wait4's rusage of
each run, so no external `time` tool is needed.
"""
import datetime
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build-bench")
# NAVGEN and BENCH_RESULTS let two builds be measured in turn (a before and an after).
NAVGEN = os.environ.get("NAVGEN", os.path.join(ROOT, ".build", "release", "navgen"))
# The matcher figure's program, built beside navgen by the same `swift build` (Package.swift).
MATCHER_BENCH = os.environ.get("MATCHER_BENCH", os.path.join(os.path.dirname(NAVGEN), "MatcherBench"))
RESULTS = os.environ.get("BENCH_RESULTS", os.path.join(ROOT, "Benchmarks", "results.md"))
RUNS = int(os.environ.get("BENCH_RUNS", "9"))
RUNS_LARGE = int(os.environ.get("BENCH_RUNS_LARGE", "5"))


def run_once(argv, stdin_path=None):
    """Wall seconds and peak RSS (bytes) of one run."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if stdin_path:
        stdin.close()
    if code not in (0, 1):
        sys.exit(f"{' '.join(argv)} exited {code}: {process.stderr.read().decode()}")
    return elapsed, usage.ru_maxrss * 1024


def measure_together(commands, runs=RUNS):
    """Median wall seconds and largest peak RSS of each command, run in turn for `runs`
    rounds. A ratio is taken between commands of one group: on a noisy machine the load
    drifts over seconds, and taking turns exposes both sides of a ratio to the same load."""
    times = [[] for _ in commands]
    peaks = [[] for _ in commands]
    for _ in range(runs):
        for index, (argv, stdin_path) in enumerate(commands):
            elapsed, peak = run_once(argv, stdin_path)
            times[index].append(elapsed)
            peaks[index].append(peak)
    return [(statistics.median(t), max(p)) for t, p in zip(times, peaks)]


def generate(routes, name, url_count=0, layout="flows", split=1):
    spec = os.path.join(WORK, f"{name}.yaml")
    urls = os.path.join(WORK, f"{name}-urls.txt")
    argv = [sys.executable, os.path.join(ROOT, "Benchmarks", "generate_spec.py"), "--layout", layout]
    argv += ["--split", str(split), str(routes), spec]
    if url_count:
        argv += [urls, str(url_count)]
    subprocess.run(argv, check=True)
    return spec, urls


def build_floors():
    floor = os.path.join(WORK, "yaml_floor")
    cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", os.path.join(ROOT, "Benchmarks", "yaml_floor.c"), "-o", floor] + cflags, check=True)
    hello = os.path.join(WORK, "hello")
    # Built like `make release` builds navgen: optimized, Swift runtime and Foundation linked statically.
    subprocess.run(
        ["swiftc", "-O", "-static-stdlib", os.path.join(ROOT, "Benchmarks", "hello.swift"), "-o", hello], check=True
    )
    return floor, hello


def mib(value):
    return f"{value / (1 << 20):.1f} MiB"


def main():
    os.makedirs(WORK, exist_ok=True)
    floor, hello = build_floors()
    small, _ = generate(20, "spec-20")
    spec1k, _ = generate(1_000, "spec-1k")
    spec10k, urls10k = generate(10_000, "spec-10k", 100_000)
    spec100k, _ = generate(100_000, "spec-100k")
    tabbed10k, _ = generate(10_000, "spec-10k-tabs", layout="tabs")
    shared10k, _ = generate(10_000, "spec-10k-sets", layout="sets")
    split10k, _ = generate(10_000, "spec-10k-split", split=50)
    few_urls = os.path.join(WORK, "spec-10k-urls-10k.txt")
    with open(urls10k) as source, open(few_urls, "w") as target:
        for index, line in enumerate(source):
            if index == 10_000:
                break
            target.write(line)
    empty_urls = os.path.join(WORK, "empty-urls.txt")
    open(empty_urls, "w").close()

    rows = []

    def group(entries, runs=RUNS):
        """entries: (label, argv, note, stdin_path); measured together, in table order."""
        measured = measure_together([(argv, stdin) for _, argv, _, stdin in entries], runs)
        for (label, _, note, _), (seconds, peak) in zip(entries, measured):
            rows.append((label, seconds, peak, note))
        return measured

    size10k = os.path.getsize(spec10k)
    size100k = os.path.getsize(spec100k)
    (hello_s, _), (small_s, _) = group([
        ("Foundation hello world", [hello], "", None),
        ("validate, 20 routes", [NAVGEN, "validate", small], "", None),
    ])
    group([
        ("libyaml floor, 1k routes", [floor, spec1k], "", None),
        ("validate, 1k routes", [NAVGEN, "validate", spec1k], "", None),
    ])
    (floor10k, _), (v10k, _) = group([
        ("libyaml floor, 10k routes", [floor, spec10k], f"{size10k / 1e6:.2f} MB", None),
        ("validate, 10k routes", [NAVGEN, "validate", spec10k], "", None),
    ])
    # Informative: the same size with every route pushed inside one of five tabs.
    (tabbed_floor, _), (tabbed, _) = group([
        ("libyaml floor, 10k routes in five tabs", [floor, tabbed10k], f"{os.path.getsize(tabbed10k) / 1e6:.2f} MB", None),
        ("validate, 10k routes in five tabs", [NAVGEN, "validate", tabbed10k], "", None),
    ])
    # Informative: five tabs that share four route sets.
    (shared_floor, _), (shared, _) = group([
        ("libyaml floor, 10k routes, five tabs sharing route sets", [floor, shared10k], f"{os.path.getsize(shared10k) / 1e6:.2f} MB", None),
        ("validate, 10k routes, five tabs sharing route sets", [NAVGEN, "validate", shared10k], "", None),
    ])
    # The 10k spec split over 50 files, as a big app splits it by feature module.
    (split_s, _), (single_s, _) = group([
        ("validate, 10k routes in 50 files", [NAVGEN, "validate", split10k], "", None),
        ("validate, 10k routes in one file (taking turns)", [NAVGEN, "validate", spec10k], "", None),
    ])
    _, (v100k, peak100k), (v10k_beside, _) = group([
        ("libyaml floor, 100k routes", [floor, spec100k], f"{size100k / 1e6:.2f} MB", None),
        ("validate, 100k routes", [NAVGEN, "validate", spec100k], "", None),
        ("validate, 10k routes (taking turns with 100k)", [NAVGEN, "validate", spec10k], "", None),
    ], runs=RUNS_LARGE)

    simulate = [NAVGEN, "simulate", spec10k, "--urls", "-"]
    (load_s, load_peak), (few_s, few_peak), (many_s, many_peak) = group([
        ("simulate --urls, 10k routes, 0 URLs", simulate, "", empty_urls),
        ("simulate --urls, 10k routes, 10k URLs", simulate, "", few_urls),
        ("simulate --urls, 10k routes, 100k URLs", simulate, "", urls10k),
    ])
    end_to_end = max(many_s - load_s, 1e-9)
    # The matcher alone, in process, over the same URLs (no I/O, no output formatting).
    matcher_line = subprocess.run(
        [MATCHER_BENCH, spec10k, urls10k], capture_output=True, text=True, check=True
    ).stdout
    matcher_rate = float(matcher_line.split(": ")[-1].split()[0])

    figures = [
        ("validate 10k / libyaml floor", f"{v10k / floor10k:.2f}×", "≤ 2.0×", v10k / floor10k <= 2.0),
        ("validate 100k / validate 10k", f"{v100k / v10k_beside:.2f}×", "≤ 11×", v100k / v10k_beside <= 11),
        ("validate 100k peak memory / file size", f"{peak100k / size100k:.2f}×", "≤ 5×", peak100k / size100k <= 5),
        ("URL matching after loading (matcher alone)", f"{matcher_rate:,.0f} URLs/s", "≥ 1,000,000", matcher_rate >= 1e6),
        ("simulate --urls end to end, after loading (read, match, print)", f"{100_000 / end_to_end:,.0f} URLs/s", "(informative)", True),
        ("simulate memory, 100k vs 10k URLs", f"{mib(many_peak)} vs {mib(few_peak)}", "no growth", many_peak <= few_peak * 1.1 + (4 << 20)),
        ("validate 10k routes in five tabs / libyaml floor", f"{tabbed / tabbed_floor:.2f}×", "(informative)", True),
        ("validate 10k routes, five tabs sharing route sets / libyaml floor", f"{shared / shared_floor:.2f}×", "(informative)", True),
        ("validate 10k in 50 files / in one file", f"{split_s / single_s:.2f}×", "≤ 1.25×", split_s / single_s <= 1.25),
        ("validate 20 routes / hello world", f"{small_s / hello_s:.2f}×", "≤ 2.5×", small_s / hello_s <= 2.5),
    ]

    today = datetime.date.today().isoformat()
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"
    lines = [
        f"Measured {today} on {machine}; release build; medians of {RUNS} runs ({RUNS_LARGE} for the "
        "100k group), the commands of each group taking turns.",
        "",
        "| run | median wall time | peak memory | note |",
        "|---|---|---|---|",
    ]
    for label, seconds, peak, note in rows:
        lines.append(f"| {label} | {seconds * 1000:.1f} ms | {mib(peak)} | {note} |")
    lines += ["", "| figure | measured | target | met |", "|---|---|---|---|"]
    for name, value, target, met in figures:
        lines.append(f"| {name} | {value} | {target} | {'yes' if met else 'NO'} |")
    text = "\n".join(lines) + "\n"
    with open(RESULTS, "w") as out:
        out.write(text)
    print(text)


if __name__ == "__main__":
    main()
