/** Every text the auth screens show, so tests can assert the same strings. */

export const AUTH_TITLE_LOGIN = 'Welcome back';
export const AUTH_SUBTITLE_LOGIN = 'Sign in to your Email Buddy account';
export const AUTH_TITLE_REGISTER = 'Create your account';
export const AUTH_SUBTITLE_REGISTER = 'Start writing better email in minutes';

export const TAB_LOGIN = 'Login';
export const TAB_REGISTER = 'Register';

export const BUTTON_GOOGLE = 'Continue with Google';
export const BUTTON_SIGN_IN = 'Sign in';
export const BUTTON_SIGNING_IN = 'Signing in...';
export const BUTTON_CREATE_ACCOUNT = 'Create account';
export const BUTTON_CREATING_ACCOUNT = 'Creating account...';
export const LINK_FORGOT_PASSWORD = 'Forgot password?';
export const DIVIDER_OR = 'or';
export const PASSWORD_HINT = 'At least 8 characters, not counting spaces.';
export const PASSWORD_MIN_LENGTH = 8;

export const TOAST_FILL_ALL_FIELDS = 'Please fill in all fields';
export const TOAST_LOGIN_SUCCESS_TITLE = 'Success';
export const TOAST_LOGIN_SUCCESS_DESCRIPTION = 'You have been logged in!';
export const TOAST_SIGN_IN_FAILED = 'Sign in failed';
export const TOAST_REGISTER_SUCCESS_TITLE = 'Account created';
export const TOAST_REGISTER_SUCCESS_DESCRIPTION = 'Welcome to Email Buddy!';
export const TOAST_REGISTER_FAILED = 'Could not create your account';
export const TOAST_GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';
export const TOAST_GOOGLE_FAILED = 'Could not start Google sign-in';
export const TOAST_SIGN_OUT_FAILED = 'Could not sign out';

export const CALLBACK_COMPLETING = 'Completing authentication...';
export const TOAST_AUTH_SUCCESSFUL = 'Authentication successful';
export const TOAST_AUTH_FAILED = 'Authentication failed';

export const BUTTON_MICROSOFT = 'Continue with Microsoft';
export const TOAST_MICROSOFT_FAILED = 'Could not start Microsoft sign-in';
export const TEXT_MICROSOFT_SIGN_IN_FAILED = 'Microsoft sign-in did not complete. Try again, or sign in with your email and password.';
