import { describe, expect, it } from 'vitest';
import {
  applicantSignOff,
  clientSignOff,
  composeMail,
  escapeHtml,
  formatMailDay,
  formatMailMoment,
  formatMailSlot,
  greeting,
  teamNotice,
  teamSignature,
  therapistSignOff,
} from './mail-kit';

const site = {
  name: 'Manas Care',
  publicUrl: 'https://manascare.example',
  supportEmail: 'care@manascare.example',
};

describe('mail kit', () => {
  it('writes a slot, a moment and a day in IST in the product format', () => {
    expect(formatMailSlot({ slotDate: '26_11_2026', slotTime: '08:00' })).toBe(
      'Thursday 26 November 2026 at 8:00 AM IST',
    );
    expect(formatMailSlot({ slotDate: 'not-a-date', slotTime: '18:30' })).toBe(
      'not-a-date at 6:30 PM IST',
    );
    // 20:00 UTC is 01:30 the next morning in India.
    const lateEvening = new Date('2026-11-25T20:00:00Z');
    expect(formatMailMoment(lateEvening)).toBe('Thu, 26 Nov 2026, 1:30 AM IST');
    expect(formatMailDay(lateEvening)).toBe('Thursday 26 November 2026');
  });

  it('greets by name, or plainly when nobody is named', () => {
    expect(greeting('Asha')).toBe('Hello Asha,');
    expect(greeting()).toBe('Hello,');
  });

  it('closes client, therapist and applicant mails with where to ask and who writes', () => {
    expect(clientSignOff(site)).toEqual([
      'Manage your appointments: https://manascare.example/my-appointments',
      'Questions? Write to care@manascare.example.',
      '',
      'Manas Care',
    ]);
    expect(therapistSignOff(site)[0]).toBe('Your dashboard: https://manascare.example/dashboard');
    expect(applicantSignOff(site)).toEqual([
      'Questions? Write to us at care@manascare.example.',
      '',
      'Warm regards,',
      'The Manas Care team',
    ]);
    expect(teamSignature('Manas Care')).toEqual(['The Manas Care team']);
  });

  it('labels every mail with its kind; team notices go to the support address', () => {
    expect(composeMail('contact.acknowledgement', 'a@example.com', 'Hi', ['a', '', 'b'])).toEqual({
      kind: 'contact.acknowledgement',
      to: 'a@example.com',
      subject: 'Hi',
      text: 'a\n\nb',
    });
    expect(teamNotice('report.team-therapist', site, 'Report', ['x'])).toMatchObject({
      kind: 'report.team-therapist',
      to: 'care@manascare.example',
    });
  });

  it('escapes text for the HTML part', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
