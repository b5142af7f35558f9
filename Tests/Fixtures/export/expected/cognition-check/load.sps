* Reads the export of study cognition-check (study file version 1.0.0).
* Open it from the export's folder (CD to it first); codebook.md explains every code.

DATASET DECLARE participants.
DATASET ACTIVATE participants.
GET DATA /TYPE=TXT /FILE="participants.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  study_version A64
  consent_version A64
  language A64
  joined_at A64
  withdrawn F1.0
  withdrawn_at A64
  answers_deleted F1.0.
VARIABLE LABELS
  participant "the participant id, the key to every other file"
  study_version "the study version they joined under"
  consent_version "the consent version they signed last (empty when unknown or not signed)"
  language "the language they took part in (empty when unknown)"
  joined_at "when they joined (ISO 8601 with their UTC offset)"
  withdrawn "1 when they left the study from their profile, else 0"
  withdrawn_at "when they left (empty when they did not)"
  answers_deleted "1 when they left and asked for their answers to be deleted (their rows say -95), else 0".
VALUE LABELS withdrawn answers_deleted 0 "no" 1 "yes".
EXECUTE.

