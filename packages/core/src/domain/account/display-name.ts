interface NamedUser {
  name?: string | null;
  email?: string | null;
}

/** The name the home greets: first name, else the e-mail before the @, else 'Usuário'. */
export function getGreetingName(user: NamedUser | null | undefined): string {
  const firstName = user?.name?.trim().split(/\s+/)[0];
  if (firstName) return firstName;
  const localPart = user?.email?.split('@')[0]?.trim();
  if (localPart) return localPart;
  return 'Usuário';
}
