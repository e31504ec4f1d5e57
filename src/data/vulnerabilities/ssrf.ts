import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'ssrf',
  className: 'SSRF',
  searchPhrases: ["server-side request forgery", "requests to internal services", "cloud metadata endpoint access", "port scanning through a tool", "URL fetch tool reaches localhost", "agent reads cloud instance credentials", "block private IP addresses in fetches", "redirects to internal addresses"],
  summary:
    'A tool that fetches URLs is steered into requesting internal services, cloud metadata or arbitrary ports from inside your network.',
  types: {
    internal_service_access: {
      label: 'Internal service access',
      description:
        'Requests that point the app’s fetching tools at localhost, private address ranges or internal hostnames such as admin panels.',
    },
    cloud_metadata_access: {
      label: 'Cloud metadata access',
      description:
        'Requests aimed at the cloud instance metadata endpoint, which hands out the host’s credentials and configuration.',
    },
    port_scanning: {
      label: 'Port scanning',
      description:
        'Requests that use the app to find out which hosts and ports answer on its network, turning it into a reconnaissance tool.',
    },
  },
});
