export function UserPage() {
  return null;
}
