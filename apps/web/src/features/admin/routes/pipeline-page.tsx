export function PipelinePage() {
  return null;
}
