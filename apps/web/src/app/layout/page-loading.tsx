export function PageLoading() {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center">
      <span className="size-8 animate-spin rounded-full border-2 border-primary-200 border-t-primary-700" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
