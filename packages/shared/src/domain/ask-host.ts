// "Ask the host" on the stay, retreat and service pages (docs/decisions/conversations.md, "The guest's
// screens"): a module of its own, so those pages carry these two sentences and not every conversation text.

export const ASK_HOST = 'Ask the host';
export const ASK_HOST_SIGN_IN = 'Sign in to ask the host a question.';
