// The policy is shared with the browser (its forms check the same rules before sending).
export { isAcceptablePassword, passwordProblems, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordContext } from '@kk/domain';
