import { notifications } from '@mantine/notifications';
import { toastMessage } from './toast-message.ts';

/** The three toast kinds of spec 03 §8; the kind is also the toast's title. */
export type ToastKind = 'Error' | 'Warning' | 'Success';

const COLOUR: Record<ToastKind, string> = { Error: 'red', Warning: 'yellow', Success: 'green' };

/**
 * Shows a toast built from a string, a body with message/error/errors, or a caught failure.
 * Position and duration (top-right, 3000 ms) are set once on the Notifications container.
 */
export function showToast(kind: ToastKind, input: unknown): void {
  notifications.show({
    title: kind,
    message: toastMessage(input),
    color: COLOUR[kind],
    // Lists of errors arrive joined by line breaks.
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}

export const toast = {
  error: (input: unknown): void => showToast('Error', input),
  warning: (input: unknown): void => showToast('Warning', input),
  success: (input: unknown): void => showToast('Success', input),
};
