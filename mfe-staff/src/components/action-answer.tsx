/** What a list's action needs to say how it went: its refusal, or its answer's message. */
interface Answered {
  isError: boolean;
  error: Error | null;
  isSuccess: boolean;
  data?: { message: string } | undefined;
}

/** The last action's outcome above a list of things to act on: why it failed, or what the API answered. */
export function ActionAnswer({ action }: { action: Answered }) {
  if (action.isError && action.error)
    return (
      <p className="text-danger small" role="alert">
        {action.error.message}
      </p>
    );
  if (action.isSuccess && action.data)
    return (
      <p className="text-success-emphasis small" role="status">
        {action.data.message}
      </p>
    );
  return null;
}
