// The event's screen key (issue 18 item 7): the console's "Open the big screen" link carries it, and a
// screen that joins with it always gets a slot, whoever else has the code (it is on the big screen).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function useScreenKey(eventId: string) {
  return useQuery({
    queryKey: ['screen-key', eventId],
    queryFn: async () => ((await apiRequest(`/events/${encodeURIComponent(eventId)}/screen-key`)) as { key: string }).key,
    // One key per event, for good: read once per console.
    staleTime: Infinity,
  });
}
