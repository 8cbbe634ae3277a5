/** What an avatar shows while its picture is missing: the name's first letter. */
export function avatarInitial(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}
