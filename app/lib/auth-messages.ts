/** Spec §8 texts of the sign-in screen. */
export const REGISTRATION_TOAST = {
  title: "Registration submitted",
  description: "Your account request has been submitted for review. You'll receive an email once approved.",
};
export const LOGIN_FAILED_TITLE = "Login failed";
export const REGISTRATION_FAILED_TITLE = "Registration failed";
export const LOGIN_SUCCESS_TITLE = "Login successful";
