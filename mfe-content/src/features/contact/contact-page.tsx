import { BrandStrip } from '../../components/brand-strip';
import { PageHeader } from '../../components/page-header';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';

/** SPEC §2 Contact: breadcrumb, contact details, Get In Touch form, map and brand strip. */
export function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        crumb="Contact"
        lead="We would love to hear from you. We answer within a day."
      />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-7">
            <ContactForm />
          </div>
          <div className="col-12 col-lg-5">
            <ContactDetails />
          </div>
        </div>
      </div>
      <BrandStrip />
    </>
  );
}
