// Browser build only (./index.ts): `"0058b4c6": [() => import("…"), "@generated/…", require.resolveWeak("…")]`
// becomes `[() => import("…"), "", require.resolveWeak("…")]`. The loader and the module id stay.
const ENTRY = /(\)\s*,\s*)"(?:[^"\\]|\\.)*"(\s*,\s*require\.resolveWeak\()/g;

function blankModulePaths(source) {
  return source.replace(ENTRY, '$1""$2');
}

module.exports = function registryLoader(source) {
  return blankModulePaths(source);
};
module.exports.blankModulePaths = blankModulePaths;
