import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'shell-injection',
  className: 'ShellInjection',
  searchPhrases: ["command injection", "running shell commands from user input", "coding agent executes commands", "OS command injection", "coding assistant runs a command from a README", "sandbox commands an agent runs", "allow-list shell commands and options", "escape characters break out of arguments"],
  summary:
    'Text from a user or a document ends up on a command line, so an app or agent with shell access runs commands nobody meant it to run.',
  types: {
    command_injection: {
      label: 'Command injection',
      description:
        'A harmless-looking request with extra commands chained on through separators and pipes, to see whether the whole line gets executed.',
    },
    system_command_execution: {
      label: 'System command execution',
      description:
        'Direct requests, wrapped in a plausible reason, to run destructive or privileged commands such as deleting directories, changing permissions or opening a listener.',
    },
    shell_escape_sequences: {
      label: 'Shell escape sequences',
      description:
        'Command substitution and quoting tricks hidden inside values such as file names, to see whether a value can break out and run as code.',
    },
  },
});
