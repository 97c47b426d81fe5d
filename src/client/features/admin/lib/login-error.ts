import { ApiError, NetworkError } from '../../../lib/api-errors.js';

/** What a failed sign-in tells the admin (spec §8's login texts); shown as a destructive toast. */
export function loginErrorMessage(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError) {
    // A barber's (or any non-admin) account: the password was right, the role is not.
    if (error.code === 'WRONG_ROLE') return { title: 'Invalid user role' };
    if (error.status === 401) return { title: 'Login failed', description: 'Login failed. Please check your credentials.' };
    if (error.serverMessage && error.status < 500) return { title: 'Login failed', description: error.serverMessage };
    return { title: 'Login failed', description: 'An error occurred during login' };
  }
  if (error instanceof NetworkError) return { title: 'Login failed', description: error.message };
  return { title: 'Login failed', description: 'An error occurred during login' };
}
