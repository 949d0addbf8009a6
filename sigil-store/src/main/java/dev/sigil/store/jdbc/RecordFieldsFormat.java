package dev.sigil.store.jdbc;

import dev.sigil.store.RecordRecord;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * How a sealed record's fields are stored: one {@code fields} value in the record's row, not a row
 * per field, so sealing a record inserts one row. Version byte 1, the number of fields (int), then
 * per field its name, data type and token ({@link DataOutputStream#writeUTF}) and its value's
 * ciphertext (length as int, then the bytes). The store never sees a protected value: the values
 * are ciphertext already.
 */
public final class RecordFieldsFormat {
  private static final int VERSION = 1;

  private RecordFieldsFormat() {}

  public static byte[] encode(List<RecordRecord.Field> fields) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(32 + fields.size() * 128);
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(VERSION);
      out.writeInt(fields.size());
      for (RecordRecord.Field f : fields) {
        out.writeUTF(f.name());
        out.writeUTF(f.dataType());
        out.writeUTF(f.token());
        byte[] value = f.value();
        out.writeInt(value.length);
        out.write(value);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
    }
    return bytes.toByteArray();
  }

  /**
   * @throws IllegalArgumentException when {@code encoded} is not in this format
   */
  public static List<RecordRecord.Field> decode(byte[] encoded) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(encoded))) {
      if (in.readUnsignedByte() != VERSION) {
        throw new IllegalArgumentException("unknown record fields version");
      }
      int count = in.readInt();
      if (count < 0 || count > encoded.length) {
        throw new IllegalArgumentException("bad record field count");
      }
      List<RecordRecord.Field> fields = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        String name = in.readUTF();
        String dataType = in.readUTF();
        String token = in.readUTF();
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
          throw new IllegalArgumentException("bad record field length");
        }
        fields.add(new RecordRecord.Field(name, dataType, token, in.readNBytes(length)));
      }
      if (in.available() != 0) {
        throw new IllegalArgumentException("trailing bytes after the record fields");
      }
      return fields;
    } catch (IOException e) {
      throw new IllegalArgumentException("truncated record fields", e);
    }
  }
}
