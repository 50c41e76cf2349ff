/** The first word of a person's name, as greetings use it ("Welcome, Alice"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
