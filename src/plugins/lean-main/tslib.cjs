// The tslib helpers @docusaurus/utils-common's browser code calls (./index.ts), as tslib defines them.
'use strict';
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
