import { describe, expect, it } from 'vitest';
import {
  NOTICE_KINDS,
  NOTICE_TEMPLATES,
  registeredFromNamed,
  renderSms,
  renderWhatsapp,
} from '@app/domain/notices';
import { registeredTemplate, TEXT_TEMPLATES } from './text-templates';

const sample: Record<string, string> = {
  code: '123456',
  site: 'Manas Care',
  therapist: 'Dr. Meera Pillai',
  client: 'Asha Verma',
  with: 'Dr. Meera Pillai',
  when: '26 नवंबर, सुबह 8:00',
  deadline: '25 नवंबर, शाम 6:00',
  refund: '₹99',
  amount: '₹99',
  link: 'https://manascare.example/my-appointments',
};

describe('text templates per language', () => {
  it.each(NOTICE_KINDS)('%s: the English in the catalogue is the registered DLT text', (kind) => {
    expect(registeredFromNamed(kind, TEXT_TEMPLATES[kind].defaultMessage)).toEqual(
      NOTICE_TEMPLATES[kind],
    );
  });

  it.each(NOTICE_KINDS)(
    '%s: the Hindi template names the same variables and reads in Devanagari',
    (kind) => {
      const hindi = registeredTemplate(kind, 'hi');
      expect([...hindi.variables].sort()).toEqual([...NOTICE_TEMPLATES[kind].variables].sort());
      const text = renderSms(kind, sample, hindi);
      expect(text).toMatch(/[\u0900-\u097F]{3}/);
      for (const name of hindi.variables) expect(text).toContain(sample[name]);
      // WhatsApp numbers the Hindi template's variables in its own order.
      const wa = renderWhatsapp(kind, sample, hindi);
      expect(wa.text).toBe(text);
      expect(Object.values(wa.variables)).toEqual(hindi.variables.map((v) => sample[v]));
    },
  );

  it('writes the Hindi booking confirmation with the date where Hindi puts it', () => {
    expect(
      renderSms('booking.confirmed', sample, registeredTemplate('booking.confirmed', 'hi')),
    ).toBe(
      'Manas Care: 26 नवंबर, सुबह 8:00 को Dr. Meera Pillai के साथ आपकी बुकिंग मिल गई है, थेरेपिस्ट की पुष्टि का इंतज़ार है। विवरण: https://manascare.example/my-appointments',
    );
  });
});
