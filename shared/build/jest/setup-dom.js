require('@testing-library/jest-dom');

// Dialogs and pages load as lazy chunks; on a busy machine (two cores, a full run of
// every project) the first one can take longer than findBy's default second. Waiting
// longer changes no assertion: a test that finds nothing still fails, later.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
