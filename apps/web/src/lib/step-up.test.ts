import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useStepUpRequest, withStepUp } from './step-up';

const stale = () => new ApiError(403, 'second_factor_required', 'For this, enter the code again.');

describe('withStepUp', () => {
  it('asks for the code when the API wants a recent second factor, then runs the action again', async () => {
    const action = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValueOnce('refunded');
    const { result } = renderHook(() => useStepUpRequest());
    const done = withStepUp(action);
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current!.done(true));
    await expect(done).resolves.toBe('refunded');
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.current).toBeNull();
  });

  it('gives the refusal back when the dialog is closed, and leaves other errors alone', async () => {
    const action = vi.fn().mockRejectedValue(stale());
    const { result } = renderHook(() => useStepUpRequest());
    const done = withStepUp(action);
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current!.done(false));
    await expect(done).rejects.toMatchObject({ code: 'second_factor_required' });
    expect(action).toHaveBeenCalledTimes(1);

    const other = vi.fn().mockRejectedValue(new ApiError(409, 'conflict', 'Nothing left to refund.'));
    await expect(withStepUp(other)).rejects.toMatchObject({ code: 'conflict' });
    expect(result.current).toBeNull();
  });
});
