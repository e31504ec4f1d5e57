import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/cybersecurity_guard/ (0.2.8). Unlike the other six guards, its check
// follows the guard_type set in the constructor, not the list it is in (cybersecurity_guard.py:27-31, 41-72).
// The input prompt enumerates all seven attack kinds whatever `categories` holds (template.py:20-30).
// Both prompts ask for "uncertain" when unsure (template.py:17, 54).
export default defineGuard({
  id: 'cybersecurity',
  className: 'CybersecurityGuard',
  searchPhrases: ["block injection payloads", "detect SSRF or unauthorised access attempts", "security filter for inputs", "stop SQL or shell commands in user messages", "block requests for internal URLs or cloud metadata", "catch users claiming admin rights to reach functions", "flag replies that hand out exploit code", "good SQL replies blocked by the security check"],
  summary: 'Technical attacks in messages, and attack code or exploitable detail in replies: injection, SSRF, debug access and authorisation bypass.',
  judges: {
    input:
      'Whether the message carries an attack: a BFLA, BOLA or RBAC bypass attempt, a reach for debug access, shell or SQL injection, SSRF, or another malicious payload.',
    output:
      'Whether the reply contains attack code or shows how to break in: injection queries or commands, database schema details, authentication bypasses, system commands, or any code that could be used maliciously.',
  },
  placement: 'both',
  unsureLevel: 'uncertain',
  parameters: {
    purpose:
      'What your app does, added to the judge prompt as one line so the judge can tell an ordinary request for your app from an attack.',
    categories:
      'CyberattackCategory members to name in the prompt; all seven when left out. The input prompt lists all seven kinds of attack whatever you pass, so a subset shifts emphasis rather than coverage.',
    guard_type:
      'Which check the guard runs, whatever list it sits in: GuardType.INPUT judges the message alone, GuardType.OUTPUT judges the reply. Set GuardType.OUTPUT on an instance you put in output_guards.',
    model: MODEL_PARAMETER,
  },
  defendsAgainst: ['bfla', 'bola', 'rbac', 'debug-access', 'shell-injection', 'sql-injection', 'ssrf'],
});
