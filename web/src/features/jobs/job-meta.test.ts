import { describe, expect, it } from '@jest/globals';
import { jobMeta } from '../../routes/-route-meta.ts';

describe("a job's head (/jobs/$id)", () => {
  it('is titled by the job and its organization, described by its facts and text', () => {
    const head = jobMeta({
      jobTitle: 'Associate Pastor',
      organizationName: 'Antioch Church',
      description: 'Lead our youth\n\nministry.',
      details: 'Full time · On site · Baptist',
      imageUrl: 'https://koinonia.example/media/logo.png',
    });
    expect(head).toEqual({
      title: 'Associate Pastor at Antioch Church',
      description: 'Full time · On site · Baptist. Lead our youth ministry.',
      image: { url: 'https://koinonia.example/media/logo.png', alt: 'Antioch Church on Koinonia' },
    });
  });

  it('keeps the description to 200 characters and the site image without a logo', () => {
    const head = jobMeta({ jobTitle: 'Intern', organizationName: null, description: 'x'.repeat(500), details: '' });
    expect(head.title).toBe('Intern');
    expect(head.description).toHaveLength(200);
    expect(head.image).toBeUndefined();
  });
});
