import { createStaff } from './create-staff';

// Kept apart from create-staff.ts so tests import the function without running the command.
createStaff(process.argv.slice(2)).then(
  (url) => console.log(`Staff account created. One-time enrolment link (valid 24 hours):\n${url}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
