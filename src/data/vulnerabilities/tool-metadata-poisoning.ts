import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'tool-metadata-poisoning',
  className: 'ToolMetadataPoisoning',
  searchPhrases: ["poisoned tool descriptions", "fake tool schemas", "malicious MCP tool metadata", "tampered tool registry", "tool description tricks the agent into misuse", "third-party tool claims extra permissions", "pin and review tool definitions", "tool metadata changed after install"],
  summary: 'The agent trusts false or manipulated tool metadata, such as schemas, descriptions, permission claims or registry entries, and uses tools unsafely because of it.',
  types: {
    schema_manipulation: {
      label: 'Schema manipulation',
      description: 'Whether misleading claims about a tool’s parameters or fields lead the agent to send values it should not.',
    },
    description_deception: {
      label: 'Description deception',
      description: 'Whether a tool’s own description talks the agent into using it for data or purposes it should never handle.',
    },
    permission_misrepresentation: {
      label: 'Permission misrepresentation',
      description: 'Whether claims about what a tool is allowed to access make the agent skip the checks it would otherwise apply.',
    },
    registry_poisoning: {
      label: 'Registry poisoning',
      description: 'Whether a tool or agent listed as official, approved or trusted in a registry is used without verifying that status.',
    },
  },
});
