# Sourced (`. scripts/use-node.sh`) by .ci/run, scripts/test.sh and `npm start`: when the Node on PATH is
# older than .nvmrc's major version, puts .nvmrc's exact version first on PATH, fetched once into .node/
# from the npm registry's node-<os>-<cpu> package (the registry is the one place this project downloads
# from). npm is a JavaScript program: started after this, it runs on that Node too.
# POSIX sh, so that npm's script shell can source it as well as bash.

use_project_node() {
  # `local` is not POSIX, but dash, bash and busybox sh all have it.
  local wanted running_major home os cpu tarball
  wanted="$(cat "$1/.nvmrc")" || return 1
  running_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$running_major" -ge "${wanted%%.*}" ] && return 0
  home="$1/.node/$wanted"
  if [ ! -x "$home/bin/node" ]; then
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os="$(uname -s)" ;; esac
    case "$(uname -m)" in x86_64 | amd64) cpu=x64 ;; aarch64 | arm64) cpu=arm64 ;; *) cpu="$(uname -m)" ;; esac
    echo "==> Node $wanted is needed (this machine has $(node -v 2>/dev/null || echo none)): fetching node-$os-$cpu@$wanted into .node/" >&2
    rm -rf "$home" && mkdir -p "$home" || return 1
    # npm checks the tarball against the registry's integrity hash.
    if ! tarball="$(cd "$home" && npm pack --silent "node-$os-$cpu@$wanted")" ||
      ! tar -xzf "$home/$tarball" -C "$home" --strip-components=1 package/bin/node; then
      echo "Could not fetch Node $wanted from the npm registry." >&2
      rm -rf "$home"
      return 1
    fi
    rm -f "$home/$tarball"
  fi
  PATH="$home/bin:$PATH"
  export PATH
}

# bash names the file being sourced; npm's sh does not, but runs scripts in the project's folder.
use_project_node "$(cd "$(dirname "${BASH_SOURCE:-scripts/use-node.sh}")/.." && pwd)"
