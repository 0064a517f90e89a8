export interface NamedPerson {
  firstName: string;
  lastName: string;
}

/** The display name derived from the user object (spec section 3). */
export function displayName(person: NamedPerson): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function initials(person: NamedPerson): string {
  return `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`.toUpperCase();
}
