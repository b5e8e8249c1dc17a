// The embeddable forms with an empty layout (spec §2); `paths.forms.<name>()`.

export const signIn = () => '/forms/sign_in';
export const signUp = () => '/forms/sign_up';
