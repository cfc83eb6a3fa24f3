const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** What a notification is about, shown by its icon (decorative: the sentence says it). */
export type NotificationTopic = 'money' | 'support' | 'ipo' | 'account' | 'security' | 'general';

const paths: Record<NotificationTopic, string[]> = {
  money: ['M3 7h18v12H3z', 'M3 11h18', 'M7 15h3'],
  support: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'],
  ipo: ['M3 3v18h18', 'm7 15 4-4 3 3 6-6'],
  account: [
    'M3 5h18v14H3z',
    'M8.5 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
    'M5.5 16a3 3 0 0 1 6 0',
    'M14 10h4M14 14h3',
  ],
  security: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10'],
  general: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
};

export const TopicIcon = ({ topic }: { topic: NotificationTopic }) => (
  <svg {...base}>
    {paths[topic].map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);
