import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton, type ConfirmText } from './confirm-dialog';

function renderButton(onConfirm: ConfirmText['onConfirm']) {
  render(
    <ConfirmButton
      variant="outline"
      aria-label="Unpublish Casa Azul"
      confirm={{
        title: 'Unpublish Casa Azul?',
        description: 'It leaves search, and its partner is e-mailed.',
        confirmLabel: 'Unpublish and notify the partner',
        pendingLabel: 'Unpublishing…',
        onConfirm,
      }}
    >
      Unpublish
    </ConfirmButton>,
  );
  return screen.getByRole('button', { name: 'Unpublish Casa Azul' });
}

describe('ConfirmButton', () => {
  it('asks first: focus moves into the dialog, Escape closes it with nothing done and focus comes back', async () => {
    const onConfirm = vi.fn();
    const trigger = renderButton(onConfirm);
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Casa Azul?' });
    expect(dialog.textContent).toContain('its partner is e-mailed');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the action once on the button that names it, then closes', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const trigger = renderButton(onConfirm);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish and notify the partner' }));
    const pending = screen.getByRole('button', { name: 'Unpublishing…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('shows a refusal in the dialog and stays open', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('The property has no room.');
    });
    await userEvent.click(renderButton(onConfirm));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish and notify the partner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The property has no room.');
    expect(screen.getByRole('dialog', { name: 'Unpublish Casa Azul?' })).toBeTruthy();
  });
});
