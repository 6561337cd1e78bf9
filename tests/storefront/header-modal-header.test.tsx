// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHeader } from '@/components/ui/ModalHeader';

afterEach(cleanup);

describe('ModalHeader', () => {
  it('closes with an SVG icon button named by closeLabel, not a "×" character', async () => {
    const onClose = vi.fn();
    render(<ModalHeader titleId="t" title="Kies je maat" closeLabel="Sluiten" onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Sluiten' });
    expect(close.textContent).toBe('');
    const icon = close.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 2, name: 'Kies je maat' })).toHaveAttribute('id', 't');
  });
});
