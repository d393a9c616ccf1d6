/** The timeline's words for the conversation: the team's view and the candidate's both show them. */
export const EMAIL_SENT_STAGE = 'Email sent';
export const REPLY_RECEIVED_STAGE = 'Reply received';
