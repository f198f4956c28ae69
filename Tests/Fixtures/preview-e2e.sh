#!/bin/bash
# `make preview-e2e` (docs/previews.md): `trellis preview` end to end.
# Copies Tests/Fixtures/PreviewApp, serves it on a free loopback port,
# loads the page in headless Chromium, checks the seven previews are on it,
# saves an edit and checks the page shows it, saves an error and checks the
# page names its file and line, then stops the server; then `trellis
# explain --preview` names the broken card's conflict and ambiguous view
# and writes the constraint system it solved, which `trellis solve` solves.
# Every wait is bounded. Usage: preview-e2e.sh TRELLIS-BINARY WORK-FOLDER [BUILD-FOLDER]
set -u
trellis=$1 work=$2 build=${3:-$2/build}
checkout=$(cd "$(dirname "$0")/../.." && pwd)
passed=0 failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "preview-e2e: ok: $1"
    else failed=$((failed + 1)); echo "preview-e2e: FAILED: $1"; fi
}
if ! command -v chromium >/dev/null; then echo "preview-e2e: chromium is not installed: skipped"; exit 0; fi

rm -rf "$work/PreviewApp" && mkdir -p "$work" "$build"
cp -r "$checkout/Tests/Fixtures/PreviewApp" "$work/PreviewApp"
rm -rf "$work/PreviewApp/.build"
sed -i "s#^let trellisPath = .*#let trellisPath = \"$checkout\"#" "$work/PreviewApp/Package.swift"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"

"$trellis" preview "$work/PreviewApp" --port "$port" --scratch-path "$build" > "$work/server.log" 2>&1 &
server=$!
stop() { kill -TERM $server 2>/dev/null; for _ in $(seq 50); do kill -0 $server 2>/dev/null || return 0; sleep 0.2; done; kill -KILL $server 2>/dev/null; }
trap stop EXIT

# state FIELD: one field of /api/state (generation, phase, count, names, diagnostics).
state() {
    curl -s --max-time 120 "$url/api/state" | python3 -c '
import json, sys
s = json.load(sys.stdin)
field = sys.argv[1]
if field == "count": print(len(s["previews"]))
elif field == "names": print("|".join(p["name"] for p in s["previews"]))
elif field == "diagnostics": print("|".join("%s:%s: %s" % (d.get("file"), d.get("line"), d["message"]) for d in s["diagnostics"]))
else: print(s[field])' "$1" 2>/dev/null
}
# wait_for SECONDS COMMAND…: until COMMAND succeeds.
wait_for() {
    local deadline=$((SECONDS + $1)); shift
    until "$@"; do
        [ $SECONDS -ge $deadline ] && return 1
        kill -0 $server 2>/dev/null || { echo "preview-e2e: the server stopped:"; tail -30 "$work/server.log"; return 1; }
        sleep 0.2
    done
}
ready_after() { [ "$(state phase)" = ready ] && [ "$(state generation)" -gt "$1" ] 2>/dev/null; }
failed_after() { [ "$(state phase)" = failed ]; }
page() { timeout 90 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=5000 --dump-dom "$url/?static" 2>/dev/null; }

start=$SECONDS
# Until the first build ends, either way: a failed one is reported at once.
built() { ready_after 0 || failed_after; }
wait_for 1500 built
ready_after 0; check "the first build is ready ($((SECONDS - start)) s)" $?
failed_after && echo "preview-e2e: the first build failed: $(state diagnostics)"
[ "$(state count)" = 7 ]; check "seven previews, one in an executable target's file and one in another's main.swift: $(state names)" $?
dom=$(page)
for text in 'data-phase="ready"' '>Greeting<' '>Badge<' '>Settings<' '>Line 31<' '>Broken card<' '>Welcome<' '>Tool banner<' 'Made in main.swift' 'Hello, Trellis' 'Welcome to Trellis' 'Welcome, from a resource' '<iframe'; do
    grep -qF "$text" <<< "$dom"; check "the page shows $text" $?
done

generation=$(state generation)
# Saved and timed in one process that polls the state every 20 ms, so the
# figure is the server's, not this script's polling (curl and python per
# look, about 0.3 s a round).
python3 - "$url" "$generation" "$work/PreviewApp/Sources/Screens/GreetingView.swift" <<'TIMED'
import json, subprocess, sys, time, urllib.request
url, generation, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
saved = time.time()
subprocess.run(["sed", "-i", "s/Hello, Trellis/Hello, edited page/", path], check=True)
while time.time() - saved < 300:
    try:
        with urllib.request.urlopen(url + "/api/state", timeout=30) as reply:
            state = json.load(reply)
        if state["phase"] == "ready" and state["generation"] > generation:
            print("preview-e2e: save to updated state: %.2f s" % (time.time() - saved))
            break
    except OSError:
        pass
    time.sleep(0.02)
TIMED
wait_for 300 ready_after "$generation"; check "the edit is rebuilt" $?
dom=$(page)
grep -qF 'Hello, edited page' <<< "$dom"; check "the page shows the edit" $?

sed -i 's/messageLabel.numberOfLines = 0/messageLabel.numberOfLines = undefinedName/' "$work/PreviewApp/Sources/Screens/GreetingView.swift"
wait_for 300 failed_after; check "a broken save fails the build" $?
diagnostics=$(state diagnostics)
grep -qF "GreetingView.swift:22: cannot find 'undefinedName' in scope" <<< "$diagnostics"; check "the error names its file and line: $diagnostics" $?
dom=$(page)
grep -qF "GreetingView.swift:22:" <<< "$dom"; check "the page shows the error" $?

stop; trap - EXIT
wait $server 2>/dev/null
grep -q "trellis preview: serving $url/" "$work/server.log"; check "the terminal shows the address" $?

# The same build folder: only the repaired file is compiled again.
sed -i 's/messageLabel.numberOfLines = undefinedName/messageLabel.numberOfLines = 0/' "$work/PreviewApp/Sources/Screens/GreetingView.swift"
timeout 600 "$trellis" explain "$work/PreviewApp" --preview "Broken card" --scratch-path "$build" --fail-on-problems \
    --constraints "$work/broken-card.json" > "$work/explain.txt" 2> "$work/explain.log"
status=$?
[ $status -eq 1 ]; check "explain --preview fails on the broken card's problems (status $status)" $?
grep -qF "Unable to simultaneously satisfy these 2 constraints (a minimal conflicting set)" "$work/explain.txt" \
    && grep -qF "'box-narrow'" "$work/explain.txt" && grep -qF "'box-wide'" "$work/explain.txt"
check "explain --preview names the minimal conflicting set" $?
grep -A1 "^Ambiguous views: 1" "$work/explain.txt" | grep -qF "'badge'"; check "explain --preview names the ambiguous view" $?
timeout 60 "$trellis" solve "$work/broken-card.json" > "$work/solved.json" 2>&1
grep -q '"status":"ok"' "$work/solved.json"; check "explain --preview --constraints writes the system layout solved, and trellis solve solves it" $?
[ $status -eq 1 ] || tail -20 "$work/explain.log"
echo "preview-e2e: $passed passed, $failed failed"
[ $failed -eq 0 ]
