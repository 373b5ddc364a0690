#!/usr/bin/env bash
# Benchmark of the web API: `GET /api/analyze` on a 20-row board, from wrk on
# loopback, against the fastest binary (--profile fastest) (target: at least 10,000 requests per second
# on this 2-core machine; p99 latency reported).
#   benches/serve.sh [SECONDS] [CONNECTIONS]     (defaults: 10 s, 32 connections)
# Installs wrk from Debian's packages when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-10}
connections=${2:-32}
command -v wrk >/dev/null || {
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq wrk; else sudo apt-get install -y -qq wrk; fi
}
cargo build --profile fastest -p hopnim-cli --quiet

port=18931
# A random 20-row start position of `hopnim play` (seed 1): mixed rows, all playable.
board=$(target/fastest/hopnim play --seed 1 --rows 20 </dev/null | sed -n 's/^board: //p')
target/fastest/hopnim serve --addr "127.0.0.1:$port" 2>/dev/null &
server=$!
trap 'kill $server' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/api/analyze?board=x" >/dev/null 2>&1 && break
  sleep 0.1
done
rows=$(curl -sf "http://127.0.0.1:$port/api/analyze?board=$board" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["rows"]))')
echo "GET /api/analyze on a $rows-row board, $seconds s, $connections connections, 2 wrk threads:"
wrk -t2 -c"$connections" -d"${seconds}s" --latency "http://127.0.0.1:$port/api/analyze?board=$board" \
  | grep -E "Requests/sec|Latency|50%|90%|99%|requests in|Non-2xx"
