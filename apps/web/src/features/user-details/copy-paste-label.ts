import { USER_DETAILS_MESSAGES } from '@bo/contract';

/** The open-end answer as shown: the stored 'Copied/Pasted' marker reads 'Copy/Pasted' (section 2, item 11). */
export const answerText = (answer: string): string =>
  answer.split(USER_DETAILS_MESSAGES.copyPasteMarker).join(USER_DETAILS_MESSAGES.copyPasteLabel);
