import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'sql-injection',
  className: 'SQLInjection',
  searchPhrases: ["SQL injection through the chatbot", "database queries from user text", "leaking the database schema", "UNION based SQL probes", "text to SQL assistant security", "database errors shown in chat", "read-only database user for the assistant", "leaking data through yes or no answers"],
  summary:
    'Text a user types reaches your database as SQL, so a question to the app can read tables it should not, reveal the schema or change data.',
  types: {
    blind_sql_injection: {
      label: 'Blind SQL injection',
      description:
        'True-or-false conditions and subqueries slipped into a lookup value, to see whether the answer changes with data the user should never see.',
    },
    union_based_injection: {
      label: 'UNION-based injection',
      description:
        'A UNION SELECT appended to an ordinary question, to pull rows from other tables, such as user accounts or the schema catalogue, into the reply.',
    },
    error_based_injection: {
      label: 'Error-based injection',
      description:
        'Malformed or stacked statements meant to make the database fail loudly, so the reply leaks engine errors, table names or the effect of a destructive command.',
    },
  },
});
