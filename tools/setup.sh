# Source this file before the README's commands (`. tools/setup.sh && npm start`, `. tools/setup.sh && npm test`).
# It makes a fresh machine ready, and does nothing that is already done:
# 1. Node.js: the pinned LTS (.nvmrc), unpacked from the npm registry when the machine's own is another version;
# 2. the browser tests' system packages (Debian's chromium, nginx and its brotli_static module, CJK fonts), with
#    apt when they are missing;
# 3. for a user other than root, the right to bind ports 80 and 443 (the TLS scan of the tests);
# 4. npm packages, with `npm install` when node_modules is missing or older than package-lock.json (the lock file
#    is left unchanged).
_so_here="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
. "$_so_here/tools/node/use-node.sh"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

_so_need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || _so_need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || _so_need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || _so_need+=(libnginx-mod-http-brotli-static)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || dpkg -s fonts-noto-cjk >/dev/null 2>&1 || _so_need+=(fonts-noto-cjk)
command -v patch >/dev/null 2>&1 || _so_need+=(patch)
command -v openssl >/dev/null 2>&1 || _so_need+=(openssl)
if [ ${#_so_need[@]} -gt 0 ]; then
  _so_sudo=""; [ "$(id -u)" -eq 0 ] || _so_sudo="sudo"
  if command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${_so_need[*]} (apt-get)" >&2
    $_so_sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $_so_sudo apt-get install -y -qq --no-install-recommends "${_so_need[@]}" >/dev/null
    # Debian starts nginx as a system service on install; the tests run their own instance on a free port.
    $_so_sudo service nginx stop >/dev/null 2>&1 || true
  else
    echo "setup: install ${_so_need[*]} for the browser tests (this is not a Debian machine)" >&2
  fi
fi

# The TLS scan of the site tests (tests/site/observatory.test.ts) serves nginx.conf on 127.0.0.1:80 and :443,
# because the scanner takes no port; a user other than root may bind them once the kernel allows it (until reboot).
if [ "$(id -u)" -ne 0 ] && [ "$(cat /proc/sys/net/ipv4/ip_unprivileged_port_start 2>/dev/null || echo 0)" -gt 80 ]; then
  echo "setup: letting users bind ports 80 and 443 for the TLS scan (sudo sysctl -w net.ipv4.ip_unprivileged_port_start=80)" >&2
  sudo sysctl -q -w net.ipv4.ip_unprivileged_port_start=80 || echo "setup: could not; the TLS scan test will say so" >&2
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "setup: no npm on this machine (see use-node's message above); install Node.js $(cat "$_so_here/.nvmrc") with npm, then run . tools/setup.sh again" >&2
elif [ ! -d "$_so_here/node_modules" ] || [ "$_so_here/package-lock.json" -nt "$_so_here/node_modules/.package-lock.json" ]; then
  echo "setup: npm install" >&2
  (cd "$_so_here" && npm install --no-audit --no-fund)
fi
unset _so_here _so_need _so_sudo
