import { LANG_KEYS } from '@cenacle/shared-domain';
import { MAIL_TEMPLATE_PARAMS, MAIL_TEMPLATES } from '@cenacle/shared-domain/mail/rules';
import { describe, expect, it } from 'vitest';
import { MissingMailParamError, renderMail } from './render-mail.ts';

const paramsOf = (template: keyof typeof MAIL_TEMPLATE_PARAMS) =>
  Object.fromEntries(MAIL_TEMPLATE_PARAMS[template].map((p) => [p, `<${p}-value>`]));

describe('mail templates', () => {
  for (const template of MAIL_TEMPLATES) {
    for (const lang of LANG_KEYS) {
      it(`${template} renders in ${lang} with every parameter filled`, () => {
        const mail = renderMail(template, lang, paramsOf(template));
        expect(mail.subject.trim()).not.toBe('');
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
        for (const param of MAIL_TEMPLATE_PARAMS[template]) {
          // Rich-text parameters are markup (their own test below); the title may be the subject alone.
          if (param !== 'retreat' && !param.endsWith('Html'))
            expect(`${mail.subject}${mail.text}`).toContain(`<${param}-value>`);
          // Parameters are escaped in HTML: no markup from a name or a message.
          expect(mail.html).not.toContain(`<${param}-value>`);
        }
        expect(mail.html).toContain(`lang="${lang}"`);
      });
    }
  }

  it('differs per language, and falls back to Polish for an unknown one', () => {
    const params = paramsOf('invitation');
    const subjects = new Set(LANG_KEYS.map((l) => renderMail('invitation', l, params).subject));
    expect(subjects.size).toBe(LANG_KEYS.length);
    expect(renderMail('invitation', 'fr', params)).toEqual(renderMail('invitation', 'pl', params));
  });

  it('leaves out the lines of an optional parameter it lacks: a mail requested before it existed renders', () => {
    const old = { name: 'Anna', retreat: '1–7 lip 2031', price: '300,00 zł' };
    const mail = renderMail('registrationConfirmed', 'pl', old);
    expect(mail.text).toContain('Kwota do zapłaty: 300,00 zł');
    expect(mail.text).not.toContain('Miejsce:');
    expect(mail.text).not.toMatch(/\{\{|\n\n\n/);
    const full = renderMail('registrationConfirmed', 'pl', {
      ...old,
      place: 'Zakopane',
      contact: 'zapisy@example.org',
    });
    expect(full.text).toContain('Miejsce: Zakopane');
    expect(full.text).toContain('napisz do organizatorów: zapisy@example.org');
  });

  it('refuses to render with a parameter missing', () => {
    expect(() => renderMail('activation', 'en', { name: 'Anna' })).toThrow(MissingMailParamError);
  });
});

describe('A rich-text parameter (staff message to participants)', () => {
  const params = {
    name: 'Anna <b>',
    retreat: '2027-07-01 – 2027-07-10',
    title: 'Plan dnia',
    messageHtml:
      '<p>Zabierz <strong>śpiwór</strong> &amp; latarkę.</p><script>alert(1)</script><ul><li>buty</li></ul>',
  };

  it('keeps its harmless markup in the HTML part, and no script', () => {
    const mail = renderMail('participantMessage', 'pl', params);
    expect(mail.subject).toBe('Plan dnia');
    expect(mail.html).toContain('<p>Zabierz <strong>śpiwór</strong> &amp; latarkę.</p>');
    expect(mail.html).toContain('<li>buty</li>');
    expect(mail.html).not.toContain('<script');
    // Other parameters stay escaped.
    expect(mail.html).toContain('Anna &#60;b&#62;');
  });

  it('reads as plain text in the text part', () => {
    const mail = renderMail('participantMessage', 'en', params);
    expect(mail.text).toContain('Zabierz śpiwór & latarkę.');
    expect(mail.text).toContain('• buty');
    expect(mail.text).not.toMatch(/<strong|<p>|<li>|alert/);
  });
});
