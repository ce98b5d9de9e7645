/** The signed-in admin and the sign-in methods the gateway offers. */
export const authKeys = {
  me: ['me'] as const,
  signInMethods: ['sign-in-methods'] as const,
};
