import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicSlot } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderFeature, stubApi } from '../shared/test-providers.js';
import { TODAY, kitInfo, slotAt } from './booking-kit.test-data.js';
import { SlotPicker } from './slot-picker.js';
import type { SlotPickerProps } from './slot-picker.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const query = { serviceType: 2 as const, locationId: null, serviceIds: [13], staffId: 3 };

function picker(props: Partial<SlotPickerProps> = {}) {
  const onSelectDate = vi.fn();
  const onSelectSlot = vi.fn<(date: string, slot: PublicSlot) => void>();
  const view = renderFeature(
    <SlotPicker
      clientId={7}
      info={kitInfo()}
      query={query}
      date={null}
      slot={null}
      onSelectDate={onSelectDate}
      onSelectSlot={onSelectSlot}
      today={TODAY}
      {...props}
    />,
  );
  return { ...view, onSelectDate, onSelectSlot };
}

const answer = (slots: PublicSlot[]) => (call: { url: string }) => {
  const url = new URL(call.url);
  if (url.pathname.endsWith('/booking/dates')) return json({ timeZone: 'America/New_York', dates: ['2026-12-03', '2026-12-04'] });
  return json({ date: url.searchParams.get('date'), timeZone: 'America/New_York', slots });
};

describe('SlotPicker (spec §2 SelectDateAndTime / SelectDateAndSlot, §8)', () => {
  it('offers only the dates with a free slot, from today to the horizon, and asks with the selection', async () => {
    const calls = stubApi(answer([]));
    const { onSelectDate } = picker();
    const open = await screen.findByRole('button', { name: 'Thursday, December 3, 2026' });
    const closed = screen.getByRole('button', { name: 'Wednesday, December 2, 2026, no available times' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026, no available times' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(closed);
    expect(onSelectDate).not.toHaveBeenCalled();
    await userEvent.click(open);
    expect(onSelectDate).toHaveBeenCalledWith('2026-12-03');
    const dates = new URL(calls[0]!.url);
    expect(Object.fromEntries(dates.searchParams)).toEqual({
      serviceType: '2',
      serviceIds: '13',
      staffId: '3',
      from: TODAY,
      to: '2026-12-31',
    });
  });

  it('moves through the month with the arrow keys, one tab stop for the whole grid', async () => {
    stubApi(answer([]));
    picker();
    const first = await screen.findByRole('button', { name: 'Thursday, December 3, 2026' });
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Friday, December 4, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /December 11, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /January 11, 2027/ })).toHaveFocus());
  });

  it('a day of the next month can be chosen while that month’s dates still load (never judged by the month left behind)', async () => {
    let releaseJanuary: () => void = () => undefined;
    const january = new Promise<void>((resolve) => (releaseJanuary = resolve));
    stubApi(async (call) => {
      const url = new URL(call.url);
      if (url.pathname.endsWith('/booking/dates') && url.searchParams.get('from') === '2027-01-01') {
        await january;
        return json({ timeZone: 'America/New_York', dates: ['2027-01-05'] });
      }
      return answer([])(call);
    });
    const { onSelectDate } = picker();
    const first = await screen.findByRole('button', { name: 'Thursday, December 3, 2026' });
    act(() => first.focus());
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /January 3, 2027/ })).toHaveFocus());
    // December's dates say nothing of January: while January's load, its days are not refused.
    expect(screen.getByRole('button', { name: 'Tuesday, January 5, 2027' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onSelectDate).toHaveBeenCalledWith('2027-01-05');
    releaseJanuary();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Monday, January 4, 2027, no available times' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it('groups the day’s times by morning and afternoon, in the business zone and the visitor’s own', async () => {
    stubApi(answer([slotAt('09:00'), slotAt('09:15'), slotAt('14:30')]));
    const { onSelectSlot } = picker({ date: '2026-12-03' });
    const morning = await screen.findByRole('group', { name: 'Morning' });
    const radios = within(morning).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    // The tests run in UTC (the visitor), the business is in New York.
    expect(within(morning).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(morning).getByText('2:00 PM your time')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Afternoon' })).getByText('2:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Evening' })).not.toBeInTheDocument();
    await userEvent.click(radios[1]!);
    expect(onSelectSlot).toHaveBeenCalledWith('2026-12-03', slotAt('09:15'));
  });

  it('a picked time shows as chosen at once, before the page has moved to it; the page’s own choice wins once it changes', async () => {
    stubApi(answer([slotAt('09:00'), slotAt('09:15')]));
    // The page has not moved yet (its URL still has no slot): the click alone must show the choice.
    const { rerender } = picker({ date: '2026-12-03' });
    const [nine, quarterPast] = await screen.findAllByRole('radio');
    await userEvent.click(quarterPast!);
    expect(quarterPast).toBeChecked();
    expect(nine).not.toBeChecked();
    // The page arrives at another choice (the browser's Back, a refused slot): it is shown.
    rerender(
      <SlotPicker
        clientId={7}
        info={kitInfo()}
        query={query}
        date="2026-12-03"
        slot={slotAt('09:00').start}
        onSelectDate={vi.fn()}
        onSelectSlot={vi.fn()}
        today={TODAY}
      />,
    );
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    expect(screen.getAllByRole('radio')[1]).not.toBeChecked();
  });

  it('says §8 "Slots are not available for the selected date" when the day has none', async () => {
    stubApi(answer([]));
    picker({ date: '2026-12-02' });
    expect(await screen.findByText('Slots are not available for the selected date.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the chosen slot as checked and speaks Spanish on a Spanish site', async () => {
    stubApi(answer([slotAt('09:00'), slotAt('18:00')]));
    renderFeature(
      <SlotPicker
        clientId={7}
        info={kitInfo()}
        query={query}
        date="2026-12-03"
        slot={slotAt('18:00').start}
        onSelectDate={vi.fn()}
        onSelectSlot={vi.fn()}
        today={TODAY}
      />,
      { lng: 'es' },
    );
    const evening = await screen.findByRole('group', { name: 'Noche' });
    expect(within(evening).getByRole('radio')).toBeChecked();
    expect(screen.getByRole('button', { name: 'jueves, 3 de diciembre de 2026' })).toHaveAttribute('aria-pressed', 'true');
  });
});
