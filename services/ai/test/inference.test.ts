/** What the built-in engine reads from a request: country, size, timeline, industry, title, language. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { projectTypeFromText } from "../src/domain/builtin/content-data.js";
import { buildDraft, detectLanguage, inferProfile } from "../src/domain/builtin/index.js";
import { findSubject } from "../src/domain/builtin/subject.js";
import { draftToPlan } from "../src/domain/draft-to-plan.js";
import type { PlanRequest } from "../src/domain/types.js";

const TODAY = "2026-03-04"; // a Wednesday
const infer = (request: PlanRequest, today = TODAY) => inferProfile(request, today);
const describeProject = (description: string, extra: Partial<PlanRequest> = {}) => infer({ description, ...extra });

describe("country", () => {
  const cases: [string, string, "DE" | "AT" | "CH"][] = [
    ["Innsbruck", "Wir, eine Brauerei in Innsbruck, wollen eine neue Abfüllanlage.", "AT"],
    ["Luzern", "Unser Hotel in Luzern bekommt ein neues Buchungssystem.", "CH"],
    ["Kanton Aargau", "Wir sind ein Handwerksbetrieb im Kanton Aargau und bauen eine neue Werkstatt.", "CH"],
    ["Dresden", "Das Klinikum Dresden führt ein neues Terminplanungssystem ein.", "DE"],
    ["Vorarlberg", "Ein Textilbetrieb aus Vorarlberg plant eine neue Produktionslinie.", "AT"],
  ];
  for (const [name, text, country] of cases) {
    it(`reads ${country} from ${name}`, () => {
      const profile = describeProject(text);
      assert.equal(profile.country, country);
      assert.equal(profile.provenance.country, "text");
    });
  }

  it("takes the region of a de-CH locale", () => {
    const profile = describeProject("Wir führen ein neues ERP-System ein.", { locale: "de-CH" });
    assert.equal(profile.country, "CH");
    assert.equal(profile.provenance.country, "locale");
    assert.equal(profile.locale, "de-CH");
  });

  it("reads Zürich from the text when the locale's region is not ours (en-GB)", () => {
    const profile = describeProject("Our insurance company in Zürich wants to introduce a new CRM system.", { locale: "en-GB" });
    assert.equal(profile.country, "CH");
    assert.equal(profile.provenance.country, "text");
    assert.equal(profile.language, "en");
    assert.equal(profile.locale, "en-GB");
  });

  it("keeps a given country over locale and text", () => {
    const profile = describeProject("Unser Hotel in Luzern bekommt ein neues Buchungssystem.", { locale: "de-AT", country: "DE" });
    assert.equal(profile.country, "DE");
    assert.equal(profile.provenance.country, "given");
  });

  it("falls back to Germany", () => {
    const profile = describeProject("Wir führen ein neues ERP-System ein.");
    assert.equal(profile.country, "DE");
    assert.equal(profile.provenance.country, "default");
  });
});

describe("company size", () => {
  const cases: [string, number, string][] = [
    ["Wir sind ein Betrieb mit 45 Mitarbeitende und führen ein neues ERP ein.", 45, "small"],
    ["Unser Konzern mit 3.200 Beschäftigte stellt die Buchhaltung um.", 3200, "large"],
    ["We are a company with 150 employees introducing a new HR system.", 150, "medium"],
    ["Our firm has about 1,200 staff and needs a new intranet.", 1200, "large"],
    ["Wir sind rund 60 Leute und ziehen in ein neues Büro.", 60, "medium"],
  ];
  for (const [text, employees, size] of cases) {
    it(`reads ${employees} people as ${size}`, () => {
      const profile = describeProject(text);
      assert.equal(profile.employees, employees);
      assert.equal(profile.companySize, size);
      assert.equal(profile.provenance.companySize, "text");
    });
  }

  it("keeps a given size and still reports the head count", () => {
    const profile = describeProject("Wir sind ein Betrieb mit 45 Mitarbeitenden.", { companySize: "large" });
    assert.equal(profile.companySize, "large");
    assert.equal(profile.employees, 45);
    assert.equal(profile.provenance.companySize, "given");
  });

  it("defaults to small", () => {
    const profile = describeProject("Wir führen ein neues ERP-System ein.");
    assert.equal(profile.companySize, "small");
    assert.equal(profile.employees, undefined);
    assert.equal(profile.provenance.companySize, "default");
  });
});

describe("timeline", () => {
  const cases: [string, number][] = [
    // A month is 52/12 weeks, rounded up: 7 months are 31 weeks.
    ["Wir wollen in 7 Monaten eine neue Abfüllanlage in Betrieb nehmen.", 31],
    ["We want to launch the new website within 15 weeks.", 15],
    // Planned backwards: week 43 would end on Friday 1 January, after the deadline.
    ["Das neue Kassensystem soll bis Jahresende laufen.", 42],
    ["Wir wollen in einem halben Jahr umziehen.", 26],
    // "the next quarter" is the calendar quarter after this one: done by its end.
    ["We will roll out the new intranet over the next quarter.", 16],
  ];
  for (const [text, weeks] of cases) {
    it(`reads ${weeks} weeks from "${text}"`, () => {
      const profile = describeProject(text);
      assert.equal(profile.timelineWeeks, weeks);
      assert.equal(profile.provenance.timelineWeeks, "text");
    });
  }

  it("keeps a given timeline", () => {
    const profile = describeProject("Wir wollen in 7 Monaten eine neue Abfüllanlage.", { desiredTimelineWeeks: 12 });
    assert.equal(profile.timelineWeeks, 12);
    assert.equal(profile.provenance.timelineWeeks, "given");
  });

  it("scales the typical duration with the company size when the text names none", () => {
    const small = describeProject("Wir führen ein neues ERP-System ein.", { companySize: "small" });
    const large = describeProject("Wir führen ein neues ERP-System ein.", { companySize: "large" });
    assert.equal(small.provenance.timelineWeeks, "default");
    assert.ok(large.timelineWeeks > small.timelineWeeks);
  });

  it("starts on the next Monday, or on the given date", () => {
    assert.equal(describeProject("Wir führen ein neues ERP-System ein.").startDate, "2026-03-09");
    assert.equal(infer({ description: "Wir führen ein neues ERP-System ein." }, "2026-03-09").startDate, "2026-03-09");
    assert.equal(describeProject("Wir führen ein neues ERP-System ein.", { startDate: "2026-05-01" }).startDate, "2026-05-01");
  });
});

describe("industry", () => {
  const cases: [string, string][] = [
    ["Wir sind eine Brauerei in Bamberg und wollen eine neue Abfüllanlage.", "food"],
    ["Unser Dentallabor in Graz führt eine neue Fräsmaschine ein.", "health"],
    ["Wir betreiben eine Skischule in Kitzbühel und wollen ein neues Buchungssystem.", "hospitality"],
    ["We are a car-parts dealer in Leipzig and want to open a new online shop.", "retail"],
  ];
  for (const [text, industry] of cases) {
    it(`reads ${industry} from "${text}"`, () => {
      const profile = describeProject(text);
      assert.equal(profile.industry, industry);
      assert.equal(profile.provenance.industry, "text");
    });
  }

  it("keeps a given industry and documents the default", () => {
    assert.equal(describeProject("Wir sind eine Brauerei.", { industry: "media" }).provenance.industry, "given");
    const unknown = describeProject("Wir wollen ein neues Projekt für unsere Kunden planen und umsetzen, Budget 50.000 Euro.");
    assert.equal(unknown.industry, "professional_services");
    assert.equal(unknown.provenance.industry, "default");
  });
});

describe("title", () => {
  it("keeps a given title exactly", () => {
    const title = "Projekt „Phoenix“ 2.0 – Go!";
    const profile = describeProject("Wir, eine Brauerei in Innsbruck, wollen eine neue Abfüllanlage.", { title });
    assert.equal(profile.title, title);
    assert.equal(profile.provenance.title, "given");
  });

  it("derives a title from the object, the organisation and the place", () => {
    const profile = describeProject(
      "Wir, eine Brauerei in Innsbruck mit 45 Mitarbeitenden, wollen in 7 Monaten eine neue Abfüllanlage in Betrieb nehmen.",
      { locale: "de-AT" },
    );
    // Action and object, the way project lists name projects, and the place.
    assert.equal(profile.title, "Inbetriebnahme Abfüllanlage – Innsbruck");
    assert.equal(profile.provenance.title, "text");
  });

  it("derives an English title in the plan's language", () => {
    const profile = describeProject(
      "We, a brewery in Innsbruck with 45 employees, want to commission a new bottling line within 7 months.",
      {
        locale: "en",
      },
    );
    assert.equal(profile.title, "Bottling line commissioning – Innsbruck");
  });

  it("stays within 80 characters", () => {
    const profile = describeProject(
      "Wir, ein Verband der Unternehmen der Region mit vielen Mitgliedern, wollen eine neue außerordentlich umfangreiche Mitgliederverwaltungsplattformlösungsarchitektur einführen.",
    );
    assert.ok(profile.title.length <= 80);
  });
});

describe("language", () => {
  it("follows the locale's language over the text", () => {
    const profile = describeProject("Wir führen ein neues ERP-System ein.", { locale: "en" });
    assert.equal(profile.language, "en");
    assert.equal(profile.provenance.language, "locale");
    assert.equal(profile.locale, "en");
  });

  it("detects the text's language when the locale's language is not ours", () => {
    const profile = describeProject("Wir führen ein neues ERP-System in unserer Kanzlei ein.", { locale: "fr-CH" });
    assert.equal(profile.language, "de");
    assert.equal(profile.provenance.language, "text");
    assert.equal(profile.locale, "de-CH");
  });

  it("detects the language without a locale and stores it alone", () => {
    const profile = describeProject("We want to introduce a new CRM system for our sales team.");
    assert.equal(profile.language, "en");
    assert.equal(profile.provenance.language, "text");
    assert.equal(profile.locale, "en");
  });
});

describe("subject and project type", () => {
  const find = (text: string, language: "de" | "en") =>
    findSubject({ text, language, fallback: { object: "das Vorhaben", head: "Vorhaben" }, exclude: [] }).subject;

  it("takes the new object, not the organisation or a place", () => {
    const de = find(
      "Wir, eine Brauerei in Innsbruck mit 45 Mitarbeitenden, wollen in 7 Monaten eine neue Abfüllanlage in Betrieb nehmen.",
      "de",
    );
    assert.deepEqual([de.object, de.head], ["die neue Abfüllanlage", "Abfüllanlage"]);
    const en = find("We, a brewery in Innsbruck, want to commission a new bottling line within 7 months.", "en");
    assert.deepEqual([en.object, en.head], ["the new bottling line", "bottling line"]);
  });

  it("declines German objects by gender", () => {
    assert.equal(find("Wir eröffnen einen neuen Standort in Linz.", "de").object, "den neuen Standort");
    assert.equal(find("Wir führen ein neues ERP-System ein.", "de").object, "das neue ERP-System");
    assert.equal(find("Wir beziehen neue Büroräume in der Innenstadt.", "de").object, "die neuen Büroräume");
  });

  it("falls back to the type's object when the text names none", () => {
    const subject = find("Wir wollen schneller werden.", "de");
    assert.equal(subject.found, false);
    assert.equal(subject.object, "das Vorhaben");
  });

  it("recognises the project type", () => {
    // Introducing a standard system is digitalisation; "software" is developing one.
    assert.equal(projectTypeFromText("Wir führen ein neues ERP-System ein."), "digitalisation");
    assert.equal(projectTypeFromText("Wir wollen eine App entwickeln."), "software");
    assert.equal(projectTypeFromText("Wir wollen eine neue Abfüllanlage in Betrieb nehmen."), "production");
    assert.equal(projectTypeFromText("Wir planen einen Erweiterungsbau für unsere Produktion."), "construction");
    assert.equal(projectTypeFromText("We are moving offices to a new building."), "relocation");
    assert.equal(projectTypeFromText("Wir stellen auf der Hannover Messe mit einem eigenen Messestand aus."), "event");
    assert.equal(projectTypeFromText("We want to get certified to ISO 27001 next year."), "compliance");
    assert.equal(projectTypeFromText("Wir eröffnen eine zweite Filiale in Salzburg."), "location");
    assert.equal(
      projectTypeFromText("Wir wollen unsere Organisation neu aufstellen und die Restrukturierung der Vertriebsteams umsetzen."),
      "organisation",
    );
    assert.equal(projectTypeFromText("Relaunch unserer Website mit neuem Onlineshop."), "marketing");
    assert.equal(projectTypeFromText("Wir wollen unsere Rechnungsprüfung automatisieren und papierlos arbeiten."), "digitalisation");
    assert.equal(projectTypeFromText("Wir wollen schneller werden."), "generic");
  });
});

describe("a stated deadline is the plan's last day", () => {
  const plan = (description: string) => {
    const profile = describeProject(description);
    const draft = buildDraft(profile, []);
    return { profile, stored: draftToPlan(draft, profile, { activities: [], absentActivities: [] }, `${TODAY}T00:00:00.000Z`) };
  };

  it("'im Juni' ends on 1 June (a Tuesday in 2027), not on the Friday before, and the last tasks fall due then", () => {
    const { profile, stored } = plan("Go-live des neuen Dokumentenmanagements im Juni 2027.");
    assert.equal(profile.deadline, "2027-06-01");
    assert.equal(stored.project?.end_date, "2027-06-01");
    const dues = stored.phases.flatMap((phase) => phase.tasks.map((task) => task.due_date));
    assert.ok(dues.includes("2027-06-01"));
    assert.ok(dues.every((due) => !!due && due <= "2027-06-01"));
  });

  it("a deadline on a public holiday ends on the working day before it", () => {
    // 3 October 2027 is a Sunday and German Unity Day is on it; Friday 1 October is the last working day.
    const { stored } = plan("Die neue Zeiterfassung muss bis 3. Oktober 2027 laufen.");
    assert.equal(stored.project?.end_date, "2027-10-01");
  });

  it("two days of an event ('am 14. und 15. Oktober 2027') must be ready by the first", () => {
    assert.equal(describeProject("Wir veranstalten am 14. und 15. Oktober 2027 unser Partnerforum in Essen.").deadline, "2027-10-14");
  });
});

describe("a length stated inside a window", () => {
  it("'in den Sommerferien 2027 (6 Wochen)' is six weeks of work that end with the holidays of the place's Land", () => {
    const profile = describeProject("Umbau der Mensa unserer Schule in Linz in den Sommerferien 2027 (6 Wochen).");
    assert.equal(profile.timelineWeeks, 6);
    const start = profile.inferences.find((inference) => inference.attribute === "start_date");
    assert.equal(start?.evidence, "in den Sommerferien 2027");
    assert.equal(profile.startDate, start?.value);
    // Upper Austria's summer holidays run from mid-July into September: the six weeks lie inside them.
    assert.ok(profile.startDate > "2027-07-10" && profile.startDate < "2027-09-01", profile.startDate);
  });

  it("a length without a window starts on the next Monday", () => {
    const profile = describeProject("Umbau der Mensa unserer Schule in Linz, 6 Wochen.");
    assert.equal(profile.timelineWeeks, 6);
    assert.equal(profile.startDate, "2026-03-09");
  });
});

describe("locale", () => {
  it("a German plan for a company the text places in Austria or Switzerland speaks that variety", () => {
    assert.equal(describeProject("Unser Kremser Betrieb will einen Webshop aufbauen.").locale, "de-AT");
    assert.equal(describeProject("Die Aarauer Filiale bekommt ein neues Kassensystem.").locale, "de-CH");
  });

  it("a locale the client sent, an English plan or an unknown place keep theirs", () => {
    assert.equal(describeProject("Neues ERP für unser Werk in Graz.", { locale: "de" }).locale, "de");
    assert.equal(describeProject("Neues ERP für unser Werk in Graz.", { locale: "de-DE" }).locale, "de-DE");
    assert.equal(describeProject("New ERP for our plant in Graz.").locale, "en");
    assert.equal(describeProject("Wir führen ein ERP ein.").locale, "de");
  });
});

describe("language of terse notes and thin texts", () => {
  it("a canton code is no English word ('Ittigen BE')", () => {
    assert.equal(
      detectLanguage("Neubau Werkhof Gemeinde Ittigen BE – Bezug Herbst 2028, Verpflichtungskredit CHF 6,4 Mio. bewilligt"),
      "de",
    );
    // A text in capitals only is shouted, its words still count.
    assert.equal(detectLanguage("WE NEED A NEW CRM FOR OUR SALES TEAM IN VIENNA"), "en");
  });

  it("a note without function words is told by its action word and the case it is written in", () => {
    // German capitalises its nouns: an action noun in lower case is English, with its capital German.
    assert.equal(detectLanguage("HubSpot migration"), "en");
    assert.equal(detectLanguage("Jira go-live"), "en");
    assert.equal(detectLanguage("HubSpot Migration"), "de");
    assert.equal(detectLanguage("Jira einführen"), "de");
  });

  it("a short request stays thin whatever its signature adds, and the signature's seat still places it", () => {
    const profile = inferProfile(
      {
        description:
          "Guten Tag, wir brauchen eine ISO-14001-Zertifizierung. Geht das bei Ihnen?\n\nFreundliche Grüsse\nAnna Keller\nKeller Druck AG, Wohlen",
      },
      "2026-11-26",
    );
    assert.equal(profile.country, "CH");
    assert.ok(profile.questions.length > 0, "questions");
  });

  it("a two-word note and a question that needs a known thing are planned, with questions", () => {
    for (const description of ["Intranet neu", "helpdesk tool needed for our support, what's the steps?"]) {
      const profile = inferProfile({ description }, "2026-11-26");
      assert.ok(profile.questions.length > 0, description);
    }
  });
});

describe("questions about something else", () => {
  const refused = (description: string) =>
    assert.throws(
      () => inferProfile({ description }, "2026-11-26"),
      (error: Error & { problemCode?: string }) => error.problemCode === "not_a_project_description",
      description,
    );

  it("a question the grammar reads nothing in is refused wherever it stands, even naming an industry", () => {
    refused("Hello, may our school district settle by bank transfer rather than card? The council cannot use cards. Best regards, Anna");
    refused("Guten Tag, geht das auch per Lastschrift statt Kreditkarte? Unsere Gemeindekasse akzeptiert keine Karten. Danke, R. Huber");
  });

  it("a voice note about a sick child is refused, whatever it hands over", () => {
    refused("hallo, der kleine hat fieber, ich bleib heute daheim, das meeting um neun kann der tom übernehmen, danke");
    refused("quick note: my daughter has a fever, I'm working from home today, Jana can take over the client call");
  });

  it("a question about an invoice's status is refused: its amount is owed, no budget", () => {
    refused("Hello, could you look into invoice 2231 (CHF 8,900.00)? Our bookkeeping lists it as unpaid since October. Regards, Tom");
  });

  it("a thank-you that wants nothing is refused, though it names a go-live and a team", () => {
    refused(
      "Herzlichen Dank für die Begleitung bei der Inbetriebnahme letzten Monat – unser Team in Innsbruck ist sehr zufrieden! Beste Grüße, Eva",
    );
    refused("Thanks a lot for your help with the CRM rollout last month, the sales team in Basel loves it. Cheers, Tim");
  });

  it("a letter that opens with thanks and then says what it wants is planned", () => {
    for (const description of [
      "Vielen Dank für das Gespräch gestern. Wir wollen bis Juni 2027 in unseren drei Filialen in Graz ein neues Kassensystem einführen.",
      "Thanks for the call. We need to migrate our file servers in Linz to SharePoint by March 2027, 40 users.",
    ]) {
      assert.ok(inferProfile({ description }, "2026-11-26").projectType !== "generic", description);
    }
  });

  it("a press release of what was finished is refused; one about what is planned is not judged by its label", () => {
    refused(
      "Pressemitteilung der Stadt Wels: Am 3. Oktober wurde die sanierte Stadthalle nach zwei Jahren Bauzeit eröffnet. Die Kosten betrugen 8 Mio. Euro.",
    );
    refused("Medieninformation der Gemeinde Stans – Die neue Turnhalle wurde am Freitag nach 20 Monaten Bauzeit übergeben.");
    assert.equal(
      inferProfile(
        { description: "Pressemitteilung: Die Gemeinde Telfs plant den Neubau des Kindergartens bis Herbst 2028." },
        "2026-11-26",
      ).projectType,
      "construction",
    );
  });

  it("a question about the addressee's own office asks about it, whatever it says it brings", () => {
    refused("Guten Tag, hat Ihr Büro in Graz zwischen den Feiertagen geöffnet? Wir würden gern mit vier Kollegen vorbeikommen.");
    refused("Hi, is your office in Zurich open on 2 January? Three of us would like to drop off the signed contracts.");
  });

  it("a refusal to pay for a plan is a complaint", () => {
    refused("Der Plan für unsere Klinik passte überhaupt nicht zu uns. Das zahlen wir nicht weiter, bitte Abo beenden.");
    refused("Your plan was full of tasks for software we don't use. We will not pay for this month.");
  });

  it("support requests, newsletter footers and lists of words are refused even when they name a kind of work", () => {
    refused("Hi team, I'm locked out of the portal after the last update. Can someone help with the CRM login? Thanks, Mia");
    refused("Nur diese Woche: Gratisversand auf alle Webshop-Bestellungen | Abmelden | Impressum: Garten Maier KG, Wels");
    refused("CRM Lager Basel 2028 eventuell vielleicht xyz egal");
    refused("What does the Business tier cost per user per month for 30 people in Vienna? Do you bill in EUR?");
    refused("Earn up to $3,000 a day with our AI trading signals. Only 10 spots left, join today!");
    refused("Please join the weekly sync on the Graz warehouse move, Monday 9:00 (Zoom link below). Budget update: EUR 1.2M approved.");
    refused("Hi, I'm reaching out from a Berlin data agency – would you have 15 minutes for an intro call about your CRM?");
    refused("Thrilled to share that our new plant in Steyr went live last week! Shout-out to the whole team. #proud");
    refused("qwertz Linz 2028 test lorem ipsum budget 300k ???");
    refused("Traktandenliste Vorstandssitzung vom 14. Januar: 1. Jahresrechnung 2. Budget 2027 3. Varia.");
    refused("Liebe Frau Huber, nochmals herzlich für die Begleitung unserer Übersiedlung nach Linz! Wir werden Sie gerne weiterempfehlen.");
    refused(
      "Dear customers, what a year it has been: our new warehouse in Bremen opened in May. In the next issue we introduce our new team.",
    );
    refused(
      "Könnten Sie uns Ihre aktuelle Preisliste für die Fräsmaschine FM 300 schicken? Wir planen eine Investition von rund 50.000 Euro.",
    );
    refused("We stayed at your hotel in Davos for a week and I am writing to say how disappointed we were. We expect a partial refund.");
    refused("Der Winterdienst in unserer Strasse in Thun funktioniert seit Wochen nicht. Nichts ist passiert, das ist eine Zumutung!");
    refused("Kurze Info: Ich bin ab Dienstag wieder im Büro in Graz, die Pläne für den Hallenzubau bringe ich mit.");
  });

  it("a question with the figures of a plan is still a plan", () => {
    const profile = inferProfile(
      { description: "Grüezi, mir sind es Café z Thun mit 6 Lüt. Budget öppe 80'000 Franke. Chönd Sie üs hälfe?" },
      "2026-11-26",
    );
    assert.ok(profile.projectType, "planned");
  });
});

describe("letters", () => {
  it("a letter keeps its lines: the signature under the closing is no object", () => {
    const profile = inferProfile(
      {
        description:
          "Moin Herr Jansen,\n\nwir ziehen mit 260 Kolleginnen und Kollegen in einen Neubau in der Überseestadt.\nWir bräuchten einen Projektplan für den Umzug inkl. IT und Möblierung.\n\nBeste Grüße\nHauke Petersen\nLeiter Facility Management",
      },
      "2026-11-26",
    );
    assert.equal(profile.projectType, "relocation");
    assert.ok(!profile.object || !/Petersen|Management/u.test(profile.object.base), JSON.stringify(profile.object));
  });
});

describe("a word that names the kind of plan keeps it", () => {
  it("a feasibility study of a biogas plant is a study (generic), not a production project", () => {
    const profile = describeProject("Machbarkeitsstudie für eine Biogasanlage auf unserem Hof bei Kempten, wir sind 6 Leute.");
    assert.equal(profile.projectType, "generic");
  });
});
